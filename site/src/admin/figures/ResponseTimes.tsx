import type { ResponseTimeRow, ResponseTimesPage } from '@flo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiQuery } from '../../data/query-client.ts';
import { DataTable } from '../../signed-in/index.ts';
import { duration, plural } from './format.ts';

type Period = { from: string; to: string };

const responseTimesQuery = (period: Period, page: number) =>
  apiQuery<ResponseTimesPage>('/api/admin/figures/response-times', { ...period, page });

const COLUMNS = [
  {
    header: 'Specialist',
    rowHeader: true,
    cell: (row: ResponseTimeRow) => (
      <Link to={`/admin/specialists/${row.specialistId}/manage`}>{row.name}</Link>
    ),
  },
  {
    header: 'Median first response',
    cell: (row: ResponseTimeRow) =>
      row.medianMinutes === null ? 'None answered' : duration(row.medianMinutes),
  },
  { header: 'Leads', cell: (row: ResponseTimeRow) => row.leads },
  { header: 'Answered', cell: (row: ResponseTimeRow) => row.answered },
];

/** Specialists with enough leads in the period, slowest median first response first, paged. */
export function ResponseTimes({ period }: { period: Period }) {
  const [page, setPage] = useState(1);
  const { data, isError, refetch } = useQuery({
    ...responseTimesQuery(period, page),
    placeholderData: keepPreviousData,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className="card figures-card figures-card--wide" aria-labelledby="figures-slowest">
      <h2 id="figures-slowest">Response times by specialist, slowest first</h2>
      {isError ? (
        <p role="alert" className="form-alert">
          {'The response times could not be loaded. '}
          <button type="button" className="link-button" onClick={() => refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {data ? (
        <>
          <p className="figures-card__summary">
            {data.total === 0
              ? `No specialist had ${data.minLeads} or more leads in this period.`
              : `${plural(data.total, 'specialist')} had ${data.minLeads} or more leads in this period; those that answered none come first.`}
          </p>
          <div className="figures-table">
            <DataTable
              caption={`Specialists by median first response, slowest first, page ${data.page} of ${pages}`}
              columns={COLUMNS}
              rows={data.items}
              rowKey={(row) => row.specialistId}
            />
          </div>
          {pages > 1 ? (
            <nav className="figures-pages" aria-label="Response time pages">
              <button
                type="button"
                className="button button--secondary"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Previous
              </button>
              <span>{`Page ${data.page} of ${pages}`}</span>
              <button
                type="button"
                className="button button--secondary"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </button>
            </nav>
          ) : null}
        </>
      ) : (
        <p role="status">Loading response times…</p>
      )}
    </section>
  );
}
