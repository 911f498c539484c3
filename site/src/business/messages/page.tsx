import type { BusinessMessage } from '@flo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { definePage } from '../../app/page.ts';
import { formatDateTime } from '../../content/dates.ts';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { LoadFailure } from '../../signed-in/index.ts';
import { BusinessPage } from '../BusinessPage.tsx';
import { businessPageMeta } from '../meta.ts';
import { messagesQuery, pageFrom, refreshBusinessData } from '../queries.ts';

/**
 * One message, folded to its sender and subject; unfolding an unread one marks it read
 * (`POST /api/business/messages/{id}/read`), which updates the count in the navigation.
 */
function MessageItem({ message }: { message: BusinessMessage }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const markRead = useMutation({
    mutationFn: () => apiRequest('POST', `/api/business/messages/${message.id}/read`),
    onSuccess: () => refreshBusinessData(queryClient),
  });
  return (
    <li>
      <details
        className={`card business-message${message.read ? '' : ' business-message--unread'}`}
        onToggle={(event) => {
          if (event.currentTarget.open && !message.read && markRead.isIdle) markRead.mutate();
        }}
      >
        <summary>
          {message.read ? null : <span className="business-message__new">Unread </span>}
          <strong>{message.subject}</strong>
          {` from ${message.senderName} · ${formatDateTime(message.createdAt)}`}
        </summary>
        <p className="business-enquiry__text">{message.message}</p>
        <p>
          {'Answer by e-mail: '}
          <a href={`mailto:${message.senderEmail}`}>{message.senderEmail}</a>
          {message.senderPhone ? ` · Phone: ${message.senderPhone}` : null}
        </p>
      </details>
    </li>
  );
}

function Messages() {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const { data, isPending, isError, refetch } = useQuery(messagesQuery(page));
  if (isPending) return <p role="status">Loading your messages…</p>;
  if (isError) return <LoadFailure what="your messages" retry={() => refetch()} />;
  if (data.items.length === 0 && page === 1) {
    return <p>No messages yet. Visitors write to you from your public profile.</p>;
  }
  return (
    <>
      <p role="status">
        {data.unread === 0 ? 'Every message is read.' : `${data.unread} unread.`} We also e-mail
        each message to your lead address; replying to that e-mail answers the sender.
      </p>
      <ol className="business-messages">
        {data.items.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ol>
      <p>
        {page > 1 ? <Link to={`/dashboard/messages?page=${page - 1}`}>Newer messages</Link> : null}
        {page > 1 && data.hasMore ? ' · ' : null}
        {data.hasMore ? (
          <Link to={`/dashboard/messages?page=${page + 1}`}>Older messages</Link>
        ) : null}
      </p>
    </>
  );
}

/** /dashboard/messages: what visitors wrote to the business from its profile, newest first. */
function MessagesPage() {
  return <BusinessPage title="Messages from customers">{() => <Messages />}</BusinessPage>;
}

export default definePage({
  meta: () =>
    businessPageMeta(
      'Messages from customers',
      '/dashboard/messages',
      'The messages visitors sent your business from its profile on Flo.',
    ),
  Component: MessagesPage,
});
