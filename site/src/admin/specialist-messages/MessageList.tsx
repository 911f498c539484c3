import type { AdminSpecialistMessage } from '@flo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../content/dates.ts';
import { DataTable } from '../../signed-in/index.ts';
import { ListPages } from '../ListPages.tsx';
import { adminMessageQuery, adminMessagesQuery, pageFrom } from '../moderation-queries.ts';

/** One message in full; fetching it is what marks it read, so the list is refreshed after. */
function OpenMessage({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const message = useQuery(adminMessageQuery(id));
  const loaded = message.isSuccess;
  useEffect(() => {
    if (loaded)
      void queryClient.invalidateQueries({
        // The pages of the list (keyed by a params object), not the message just opened.
        predicate: ({ queryKey }) =>
          queryKey[0] === '/api/admin/specialist-messages' && typeof queryKey[1] === 'object',
      });
  }, [loaded, queryClient]);
  if (message.isPending) return <p role="status">Opening the message…</p>;
  if (message.isError)
    return (
      <p role="alert" className="form-alert">
        That message could not be opened.
      </p>
    );
  const m: AdminSpecialistMessage = message.data;
  return (
    <article className="card admin-item" aria-label={`Message: ${m.subject}`}>
      <h2 className="admin-item__title">{m.subject}</h2>
      <dl className="admin-facts">
        <dt>From</dt>
        <dd>
          {m.senderPhone
            ? `${m.senderName}, ${m.senderEmail}, ${m.senderPhone}`
            : `${m.senderName}, ${m.senderEmail}`}
        </dd>
        <dt>For</dt>
        <dd>
          <Link to={`/specialist/${m.specialist.slug}`}>{m.specialist.name}</Link>
        </dd>
        <dt>Sent</dt>
        <dd>{`${formatDateTime(m.createdAt)} from ${m.pageUrl}`}</dd>
      </dl>
      <p className="admin-item__text">{m.message}</p>
    </article>
  );
}

/** Newest first, 20 a page, unread ones marked; `?message=` opens one above the list. */
export function MessageList() {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const opened = params.get('message');
  const messages = useQuery(adminMessagesQuery(page));
  const hrefOf = (id: number) => `/admin/specialist-messages?page=${page}&message=${id}`;
  return (
    <>
      {opened && /^\d+$/.test(opened) ? <OpenMessage key={opened} id={opened} /> : null}
      {messages.isPending ? <p role="status">Loading messages…</p> : null}
      {messages.isError ? (
        <div role="alert" className="form-alert">
          {'We could not load the messages. '}
          <button type="button" className="link-button" onClick={() => messages.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {messages.data ? (
        <DataTable
          caption="Messages to specialists, newest first"
          hideCaption
          columns={[
            {
              header: 'Subject',
              cell: (m) => (
                <Link to={hrefOf(m.id)} aria-current={opened === String(m.id) ? 'true' : undefined}>
                  {m.subject}
                </Link>
              ),
            },
            { header: 'From', cell: (m) => m.senderName },
            { header: 'For', cell: (m) => m.specialist.name },
            { header: 'Received', cell: (m) => formatDateTime(m.createdAt) },
            { header: 'Read', cell: (m) => (m.read ? 'Read' : <strong>Unread</strong>) },
          ]}
          rows={messages.data.items}
          rowKey={(m) => m.id}
          rowAttributes={(m) => ({ className: m.read ? undefined : 'admin-table__unread' })}
          empty={<p>No messages yet.</p>}
        />
      ) : null}
      {messages.data ? (
        <ListPages
          label="Message pages"
          noun="messages"
          totals={messages.data}
          hrefOf={(p) => `/admin/specialist-messages?page=${p}`}
        />
      ) : null}
    </>
  );
}
