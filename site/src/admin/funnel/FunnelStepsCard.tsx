import type { FunnelStep } from '@flo/contract';
import { DataTable } from '../../signed-in/index.ts';
import { ChartCard } from '../figures/ChartCard.tsx';
import { percent, plural } from '../figures/format.ts';
import { HorizontalBars } from '../figures/HorizontalBars.tsx';

/** Where the most conversations that reached a step went no further, in words. */
function stepsSummary(steps: readonly FunnelStep[], started: number, completed: number): string {
  if (started === 0) return 'No conversations started in this period.';
  const worst = steps.reduce<FunnelStep | undefined>(
    (most, step) => (step.dropOff > (most?.dropOff ?? 0) ? step : most),
    undefined,
  );
  const ending = `${plural(started, 'conversation')} started and ${completed} completed (${percent(completed, started)}).`;
  return worst
    ? `${ending} Most left at “${worst.label}”: ${worst.dropOff} of the ${worst.reached} who reached it (${percent(worst.dropOff, worst.reached)}).`
    : `${ending} Nobody left part-way.`;
}

/** The chart leaves 150 px for a label: longer ones are cut (the table has them whole). */
const MOST_LABEL_CHARACTERS = 22;

/** Each step's label for the chart, short and unique (two states may share plain words). */
function chartRows(steps: readonly FunnelStep[]) {
  const seen = new Map<string, number>();
  return steps.map((step) => {
    const short =
      step.label.length > MOST_LABEL_CHARACTERS
        ? `${step.label.slice(0, MOST_LABEL_CHARACTERS - 1)}…`
        : step.label;
    const times = (seen.get(short) ?? 0) + 1;
    seen.set(short, times);
    return { label: times > 1 ? `${short} (${times})` : short, value: step.reached };
  });
}

/**
 * One funnel: each step with the conversations that reached it and those that went no further,
 * as bars of reached, a sentence naming the biggest drop-off, and a table with the shares.
 *
 * @example
 * <FunnelStepsCard title="Steps" steps={funnel.steps} started={funnel.started} completed={funnel.completed} />
 */
export function FunnelStepsCard({
  title,
  steps,
  started,
  completed,
}: {
  title: string;
  steps: readonly FunnelStep[];
  started: number;
  completed: number;
}) {
  return (
    <ChartCard
      title={title}
      summary={stepsSummary(steps, started, completed)}
      chart={<HorizontalBars rows={chartRows(steps)} />}
      table={
        <DataTable
          caption={`${title}, in the order conversations reach them`}
          columns={[
            { header: 'Step', rowHeader: true, cell: (step) => step.label },
            { header: 'Reached', cell: (step) => step.reached },
            { header: 'Share of started', cell: (step) => percent(step.reached, started) },
            { header: 'Dropped off', cell: (step) => step.dropOff },
            { header: 'Drop-off share', cell: (step) => percent(step.dropOff, step.reached) },
          ]}
          rows={steps}
          rowKey={(step) => step.step}
          empty={<p className="muted">No steps reached in this period.</p>}
        />
      }
    />
  );
}
