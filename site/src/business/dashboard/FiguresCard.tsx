import type { BusinessOverview } from '@flo/contract';
import { formatResponseTime } from '@flo/contract/rules';

/**
 * The business's own response figures over the last 90 days, as Flo measured them from its
 * replies and quotes, and whether the public profile shows them yet.
 */
export function FiguresCard({ figures }: { figures: BusinessOverview['figures'] }) {
  const rows: [string, string][] = [
    ['Leads in the last 90 days', String(figures.leads)],
    ['Answered through Flo', `${figures.answered} (${figures.responseRate}%)`],
    [
      'Median time to first reply or quote',
      figures.medianFirstResponseMinutes === null
        ? 'No replies yet'
        : formatResponseTime(figures.medianFirstResponseMinutes),
    ],
  ];
  return (
    <section className="card business-panel" aria-labelledby="figures-title">
      <h2 id="figures-title">How quickly you respond</h2>
      <dl className="business-figures">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">
        {figures.published
          ? 'Your public profile shows these figures. Replies and quotes sent from this dashboard count; phone calls Flo cannot see do not.'
          : 'Your public profile shows these figures once you have had 5 leads in 90 days; until then it says you are new to Flo.'}
      </p>
    </section>
  );
}
