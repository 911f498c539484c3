import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

const WIDTH = 640;
const ROW_HEIGHT = 28;
const LABEL_WIDTH = 150;
const VALUE_WIDTH = 70;

/**
 * One labelled bar per row, longest first as given, its value written after it. Hidden from
 * screen readers like every chart here: the summary and the table carry the same figures.
 */
export function HorizontalBars({
  rows,
  valueLabel = String,
}: {
  rows: readonly { label: string; value: number }[];
  valueLabel?: (value: number) => string;
}) {
  const height = Math.max(1, rows.length) * ROW_HEIGHT;
  const y = scaleBand({ domain: rows.map((row) => row.label), range: [0, height], padding: 0.25 });
  const x = scaleLinear({
    domain: [0, Math.max(1, ...rows.map((row) => row.value))],
    range: [0, WIDTH - LABEL_WIDTH - VALUE_WIDTH],
  });
  return (
    <div className="figures-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="figures-chart__svg"
        aria-hidden="true"
        focusable="false"
      >
        {rows.map((row) => {
          const top = y(row.label) ?? 0;
          const middle = top + y.bandwidth() / 2;
          return (
            <Group key={row.label}>
              <text className="figures-chart__label" x={LABEL_WIDTH - 8} y={middle} dy="0.35em">
                {row.label}
              </text>
              <Bar
                className="figures-chart__bar figures-chart__bar--0"
                x={LABEL_WIDTH}
                y={top}
                width={x(row.value)}
                height={y.bandwidth()}
              />
              <text
                className="figures-chart__value"
                x={LABEL_WIDTH + x(row.value) + 6}
                y={middle}
                dy="0.35em"
              >
                {valueLabel(row.value)}
              </text>
            </Group>
          );
        })}
      </svg>
    </div>
  );
}
