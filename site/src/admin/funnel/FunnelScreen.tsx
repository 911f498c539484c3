import type { AdminFunnel } from '@flo/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { apiQuery } from '../../data/query-client.ts';
import { percent } from '../figures/format.ts';
import { LoadFailed } from '../period/LoadFailed.tsx';
import { FunnelFilters, type FunnelFilterValues } from './FunnelFilters.tsx';
import { FunnelStepsCard } from './FunnelStepsCard.tsx';
import { FLOW_LABELS } from './labels.ts';
import { PerDayCard } from './PerDayCard.tsx';
import { SplitTestCard } from './SplitTestCard.tsx';
import '../figures/figures.css';
import './funnel.css';

const FILTERS = ['from', 'to', 'flow', 'pageType', 'origin'] as const;

const funnelQuery = (filters: FunnelFilterValues) =>
  apiQuery<AdminFunnel>('/api/admin/funnel', { ...filters });

function Totals({ funnel }: { funnel: AdminFunnel }) {
  const headingId = useId();
  return (
    <section className="card figures-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{FLOW_LABELS[funnel.flow]}</h2>
      <dl className="funnel-totals">
        <div>
          <dt>Started</dt>
          <dd>{funnel.started}</dd>
        </div>
        <div>
          <dt>Completed</dt>
          <dd>{funnel.completed}</dd>
        </div>
        <div>
          <dt>Completion rate</dt>
          <dd>{percent(funnel.completed, funnel.started)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * Flo's funnel (ADR 042) for one flow over a period (`?from=&to=&flow=&pageType=&origin=`, the
 * last 30 days of the general flow without them): started, completed and the rate; each step
 * reached and dropped off at; the greeting split test's verdict and both arms' funnels; and
 * conversations per day beside the days the chat settings changed.
 */
export function FunnelScreen() {
  const [params] = useSearchParams();
  const filters: FunnelFilterValues = Object.fromEntries(
    FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])),
  );
  const { data, isPending, isError, refetch } = useQuery(funnelQuery(filters));
  return (
    <>
      <FunnelFilters
        key={data ? `${data.period.from}-${data.period.to}-${params}` : 'loading'}
        values={filters}
        funnel={data}
      />
      {isPending ? <p role="status">Loading the funnel…</p> : null}
      {isError ? <LoadFailed what="The funnel" onRetry={() => refetch()} /> : null}
      {data ? (
        <div className="figures-grid">
          <Totals funnel={data} />
          <FunnelStepsCard
            title="Steps"
            steps={data.steps}
            started={data.started}
            completed={data.completed}
          />
          <SplitTestCard funnel={data} />
          <PerDayCard funnel={data} />
        </div>
      ) : null}
    </>
  );
}
