import type { AdminOverview } from '@flo/contract';
import { type DataColumn, DataTable } from '../../signed-in/index.ts';

const BAR_WIDTH = 12;
const GAP = 4;
const HEIGHT = 120;

const dayLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

type Day = AdminOverview['enquiriesPerDay'][number];

const DAY_COLUMNS: readonly DataColumn<Day>[] = [
  { header: 'Day', rowHeader: true, cell: (day) => dayLabel(day.day) },
  { header: 'Enquiries', cell: (day) => day.enquiries },
];

/**
 * Enquiries per day for the last 30 days: SVG bars for the eye (hidden from screen readers)
 * and the same numbers as a table, which screen readers read instead.
 */
export function EnquiriesChart({ days }: { days: AdminOverview['enquiriesPerDay'] }) {
  const most = Math.max(1, ...days.map((day) => day.enquiries));
  const width = days.length * (BAR_WIDTH + GAP);
  return (
    <section className="card business-panel business-panel--wide" aria-labelledby="chart-title">
      <h2 id="chart-title">Enquiries per day</h2>
      <svg
        className="business-chart"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        {days.map((day, index) => {
          const height = Math.round((day.enquiries / most) * HEIGHT);
          return (
            <rect
              key={day.day}
              className="business-chart__bar"
              x={index * (BAR_WIDTH + GAP)}
              y={HEIGHT - height}
              width={BAR_WIDTH}
              height={height}
            />
          );
        })}
      </svg>
      <DataTable
        className="visually-hidden"
        caption="Enquiries per day, the last 30 days, oldest first"
        columns={DAY_COLUMNS}
        rows={days}
        rowKey={(day) => day.day}
      />
      {days[0] ? (
        <p className="muted">{`From ${dayLabel(days[0].day)} to today; the busiest day had ${most}.`}</p>
      ) : null}
    </section>
  );
}
