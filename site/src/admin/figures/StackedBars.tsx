import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

/** One series of a chart: its label in the legend and the class that colours its bars. */
export interface Series<Row> {
  label: string;
  value: (row: Row) => number;
}

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 40 };
const MOST_X_LABELS = 8;

/**
 * Bars per category (a day, a week), each series stacked on the one before, with a labelled
 * axis on both sides. The SVG is hidden from screen readers: the card's summary and its table
 * say the same in words and numbers. It scales with its box (viewBox), so a phone shows it too.
 */
export function StackedBars<Row>({
  rows,
  category,
  categoryLabel,
  series,
}: {
  rows: readonly Row[];
  category: (row: Row) => string;
  categoryLabel: (category: string) => string;
  series: readonly Series<Row>[];
}) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const total = (row: Row) => series.reduce((sum, s) => sum + s.value(row), 0);
  const x = scaleBand({ domain: rows.map(category), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({
    domain: [0, Math.max(1, ...rows.map(total))],
    range: [innerHeight, 0],
    nice: true,
  });
  const step = Math.max(1, Math.ceil(rows.length / MOST_X_LABELS));
  const tickValues = rows.map(category).filter((_, i) => i % step === 0);
  return (
    <div className="figures-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="figures-chart__svg"
        aria-hidden="true"
        focusable="false"
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {rows.map((row) => {
            let base = 0;
            return series.map((s, index) => {
              const value = s.value(row);
              const top = y(base + value);
              const height = y(base) - top;
              base += value;
              return value > 0 ? (
                <Bar
                  key={`${category(row)}-${s.label}`}
                  className={`figures-chart__bar figures-chart__bar--${index}`}
                  x={x(category(row)) ?? 0}
                  y={top}
                  width={x.bandwidth()}
                  height={height}
                />
              ) : null;
            });
          })}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(v) => String(v)}
            axisClassName="figures-chart__axis"
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={tickValues}
            tickFormat={categoryLabel}
            axisClassName="figures-chart__axis"
          />
        </Group>
      </svg>
      {series.length > 1 ? <Legend labels={series.map((s) => s.label)} /> : null}
    </div>
  );
}

/** Which colour is which series, beside a chart of more than one. */
export function Legend({ labels }: { labels: readonly string[] }) {
  return (
    <ul className="figures-legend">
      {labels.map((label, index) => (
        <li key={label}>
          <span className={`figures-legend__swatch figures-chart__bar--${index}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}
