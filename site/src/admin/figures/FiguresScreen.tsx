import type { AdminFigures } from '@flo/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiQuery } from '../../data/query-client.ts';
import { LoadFailed } from '../period/LoadFailed.tsx';
import { EnquiryCharts } from './EnquiryCharts.tsx';
import { LeadCharts } from './LeadCharts.tsx';
import { PeriodForm } from './PeriodForm.tsx';
import { PlanCharts } from './PlanCharts.tsx';
import { ResponseTimes } from './ResponseTimes.tsx';
import './figures.css';

const figuresQuery = (from: string | undefined, to: string | undefined) =>
  apiQuery<AdminFigures>('/api/admin/figures', { from, to });

/**
 * The marketplace over a period (`?from=&to=`, the last 30 days without them): enquiries by
 * source, city and flooring, what became of the leads, response times, unmatched enquiries,
 * claims and plans. Each chart has a sentence with its key numbers and a table view.
 */
export function FiguresScreen() {
  const [params] = useSearchParams();
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const { data, isPending, isError, refetch } = useQuery(figuresQuery(from, to));
  const period = data?.period ?? { from: from ?? '', to: to ?? '' };
  return (
    <>
      <PeriodForm key={`${period.from}-${period.to}`} from={period.from} to={period.to} />
      {isPending ? <p role="status">Loading the figures…</p> : null}
      {isError ? <LoadFailed what="The figures" onRetry={() => refetch()} /> : null}
      {data ? (
        <div className="figures-grid">
          <EnquiryCharts figures={data} />
          <LeadCharts figures={data} />
          <ResponseTimes key={`${data.period.from}-${data.period.to}`} period={data.period} />
          <PlanCharts figures={data} />
        </div>
      ) : null}
    </>
  );
}
