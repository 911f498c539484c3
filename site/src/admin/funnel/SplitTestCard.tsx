import type { AdminFunnel } from '@flo/contract';
import { useId } from 'react';
import { DataTable } from '../../signed-in/index.ts';
import { percent } from '../figures/format.ts';
import { FunnelStepsCard } from './FunnelStepsCard.tsx';

const ARMS = [
  { arm: 'a', label: 'First greeting (A)' },
  { arm: 'b', label: 'Second greeting (B)' },
] as const;

const completedOf = (steps: AdminFunnel['arms']['a']) =>
  steps.find((step) => step.step === 'completed')?.reached ?? 0;

/**
 * The greeting split test over the period: the API's verdict in plain words (a two-proportion
 * test of completions, ADR 042), both arms' starts and completions side by side, and each arm's
 * funnel. Without any conversation in arm B it says no test ran.
 */
export function SplitTestCard({ funnel }: { funnel: AdminFunnel }) {
  const headingId = useId();
  const { comparison, arms } = funnel;
  const ran = comparison.b.started > 0;
  return (
    <>
      <section className="card figures-card" aria-labelledby={headingId}>
        <h2 id={headingId}>Greeting split test</h2>
        <p className="figures-card__summary">{comparison.summary}</p>
        {ran ? (
          <DataTable
            caption="Conversations started and completed per greeting"
            columns={[
              { header: 'Greeting', rowHeader: true, cell: (row) => row.label },
              { header: 'Started', cell: (row) => comparison[row.arm].started },
              { header: 'Completed', cell: (row) => comparison[row.arm].completed },
              {
                header: 'Completion rate',
                cell: (row) => percent(comparison[row.arm].completed, comparison[row.arm].started),
              },
            ]}
            rows={ARMS}
            rowKey={(row) => row.arm}
          />
        ) : null}
      </section>
      {ran
        ? ARMS.map(({ arm }) => (
            <FunnelStepsCard
              key={arm}
              title={`Steps with greeting ${arm.toUpperCase()}`}
              steps={arms[arm]}
              started={comparison[arm].started}
              completed={completedOf(arms[arm])}
            />
          ))
        : null}
    </>
  );
}
