import { type ReactNode, useId, useState } from 'react';

/**
 * One figure of the page: its heading, a sentence with the key numbers (the chart's text
 * alternative, read by everyone), and the chart or, at the press of a button, the same numbers
 * as a table with a caption. The chart itself is hidden from screen readers.
 *
 * @example
 * <ChartCard title="Enquiries per day" summary="120 enquiries…" chart={<StackedBars … />} table={<DataTable … />} />
 */
export function ChartCard({
  title,
  summary,
  chart,
  table,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <section className="card figures-card" aria-labelledby={headingId}>
      <div className="figures-card__head">
        <h2 id={headingId}>{title}</h2>
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          Show as table
        </button>
      </div>
      <p className="figures-card__summary">{summary}</p>
      {asTable ? <div className="figures-table">{table}</div> : chart}
    </section>
  );
}
