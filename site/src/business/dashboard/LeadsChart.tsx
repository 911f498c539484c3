import type { BusinessOverview } from '@flo/contract';
import { type DataColumn, DataTable } from '../../signed-in/index.ts';

const BAR_WIDTH = 20;
const GAP = 8;
const HEIGHT = 120;

const weekLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

type Week = BusinessOverview['leadsPerWeek'][number];

const WEEK_COLUMNS: readonly DataColumn<Week>[] = [
  { header: 'Week starting', rowHeader: true, cell: (week) => weekLabel(week.weekStart) },
  { header: 'Leads', cell: (week) => week.leads },
];

/**
 * Leads per week for the last 12 weeks: an SVG bar chart for the eye (hidden from screen
 * readers) and the same numbers as a table, which screen readers read instead.
 */
export function LeadsChart({ weeks }: { weeks: BusinessOverview['leadsPerWeek'] }) {
  const most = Math.max(1, ...weeks.map((week) => week.leads));
  const width = weeks.length * (BAR_WIDTH + GAP);
  return (
    <section className="card business-panel business-panel--wide" aria-labelledby="chart-title">
      <h2 id="chart-title">Leads per week</h2>
      <svg
        className="business-chart"
        viewBox={`0 0 ${width} ${HEIGHT + 20}`}
        aria-hidden="true"
        focusable="false"
      >
        {weeks.map((week, index) => {
          const height = Math.round((week.leads / most) * HEIGHT);
          const x = index * (BAR_WIDTH + GAP);
          return (
            <g key={week.weekStart}>
              <rect
                className="business-chart__bar"
                x={x}
                y={HEIGHT - height}
                width={BAR_WIDTH}
                height={height}
              />
              <text className="business-chart__value" x={x + BAR_WIDTH / 2} y={HEIGHT + 15}>
                {week.leads}
              </text>
            </g>
          );
        })}
      </svg>
      <DataTable
        className="visually-hidden"
        caption="Leads per week, the last 12 weeks, oldest first"
        columns={WEEK_COLUMNS}
        rows={weeks}
        rowKey={(week) => week.weekStart}
      />
      {weeks[0] ? (
        <p className="muted">{`From the week of ${weekLabel(weeks[0].weekStart)} to this week.`}</p>
      ) : null}
    </section>
  );
}
