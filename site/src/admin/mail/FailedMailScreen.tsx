import type { AdminMail } from '@flo/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { formatDateTime } from '../../content/dates.ts';
import { DataTable, type TableSort } from '../../signed-in/index.ts';
import { ListPages } from '../ListPages.tsx';
import { pageFrom, statusFrom } from '../moderation-queries.ts';
import { StatusFilter } from '../StatusFilter.tsx';
import { useListSort } from '../use-list-sort.ts';
import { adminMailQuery, mailHref, OUTBOX_STATUS_OPTIONS, type OutboxStatus } from './queries.ts';
import { ResendSelected, useResendMail } from './ResendMail.tsx';
import './mail.css';

const STATE_LABELS: Record<AdminMail['state'], string> = {
  queued: 'Queued',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
};

/** One page of mail; failed rows can be ticked and resent, one or many at once. */
function MailTable({
  mails,
  status,
  sort,
}: {
  mails: readonly AdminMail[];
  status: OutboxStatus;
  sort: TableSort;
}) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const { resend, summary } = useResendMail(() => setTicked(new Set()));
  const failed = status === 'failed';
  const ids = mails.filter((m) => ticked.has(m.id)).map((m) => m.id);
  const tick = (id: number, on: boolean) =>
    setTicked((now) => new Set(on ? [...now, id] : [...now].filter((other) => other !== id)));
  return (
    <>
      {failed && mails.length > 0 ? (
        <>
          <ResendSelected ids={ids} resend={resend} />
          <div className="admin-item__select mail-select-all">
            <input
              id="mail-select-all"
              type="checkbox"
              checked={mails.length > 0 && ids.length === mails.length}
              onChange={(e) =>
                setTicked(new Set(e.currentTarget.checked ? mails.map((m) => m.id) : []))
              }
            />
            <label htmlFor="mail-select-all">{`Select all ${mails.length} on this page`}</label>
          </div>
        </>
      ) : null}
      {resend.isError ? (
        <p role="alert" className="form-alert">{`Nothing was resent: ${resend.error.message}`}</p>
      ) : null}
      <p role="status">{summary}</p>
      <DataTable
        caption="Outbox mail"
        hideCaption
        sort={sort}
        rows={mails}
        rowKey={(m) => m.id}
        rowAttributes={(m) => ({ 'data-mail-id': m.id })}
        empty={<p>No mail here.</p>}
        columns={[
          ...(failed
            ? [
                {
                  header: 'Select',
                  hideHeader: true,
                  cell: (m: AdminMail) => (
                    <input
                      type="checkbox"
                      aria-label={`Select the mail to ${m.to}: ${m.subject}`}
                      checked={ticked.has(m.id)}
                      onChange={(e) => tick(m.id, e.currentTarget.checked)}
                    />
                  ),
                },
              ]
            : []),
          { header: 'To', rowHeader: true, cell: (m) => m.to },
          { header: 'Subject', cell: (m) => m.subject },
          { header: 'Kind', cell: (m) => m.kind },
          { header: 'State', cell: (m) => STATE_LABELS[m.state] },
          { header: 'Attempts', cell: (m) => m.attempts },
          { header: 'Last error', cell: (m) => m.lastError ?? '—' },
          { header: 'Queued', sortKey: 'created', cell: (m) => formatDateTime(m.createdAt) },
          ...(failed
            ? [
                {
                  header: 'Actions',
                  hideHeader: true,
                  cell: (m: AdminMail) => (
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={resend.isPending}
                      aria-label={`Resend the mail to ${m.to}: ${m.subject}`}
                      onClick={() => resend.mutate([m.id])}
                    >
                      Resend
                    </button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}

/**
 * The outbox for operators: mail the server gave up on (the default), mail waiting to be sent,
 * and sent mail, newest first (or oldest, from the Queued header), with the total; failed mail is
 * resent one by one or ticked.
 */
export function FailedMailScreen() {
  const [params] = useSearchParams();
  const status = statusFrom(
    params,
    OUTBOX_STATUS_OPTIONS.map(([s]) => s),
  );
  const page = pageFrom(params);
  const sort = useListSort({ by: 'created', order: 'desc', firstOrder: { created: 'desc' } });
  const mail = useQuery(adminMailQuery(status, page, sort.search));
  const location = useLocation();
  return (
    <>
      <StatusFilter
        label="Mail by status"
        current={status}
        options={OUTBOX_STATUS_OPTIONS}
        hrefOf={(s) => mailHref(s)}
      />
      {mail.isPending ? <p role="status">Loading mail…</p> : null}
      {mail.isError ? (
        <div role="alert" className="form-alert">
          {'We could not load the mail. '}
          <button type="button" className="link-button" onClick={() => mail.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {mail.data ? (
        <MailTable
          key={location.search}
          mails={mail.data.items}
          status={status}
          sort={sort.table}
        />
      ) : null}
      {mail.data ? (
        <ListPages
          label="Mail pages"
          noun="mails"
          totals={mail.data}
          hrefOf={(p) => mailHref(status, p, sort.search)}
        />
      ) : null}
    </>
  );
}
