import type { LoginThrottle, LoginThrottleList } from '@flo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '../../content/dates.ts';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { apiQuery } from '../../data/query-client.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';

const loginThrottlesQuery = apiQuery<LoginThrottleList>('/api/admin/login-throttles');

/** What a throttle's source means to an operator. */
function sourceText(source: string): string {
  if (source === 'account') return 'all addresses together';
  if (source === 'two-factor') return 'wrong two-factor codes, all addresses together';
  if (source.startsWith('device:')) return 'a browser that signed in before';
  return `address ${source.slice('address:'.length)}`;
}

function ClearButton({ throttle }: { throttle: LoginThrottle }) {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: () => apiRequest('POST', `/api/admin/login-throttles/${throttle.id}/clear`, {}),
    onSuccess: () => {
      toast({ title: 'Throttle cleared' });
      void queryClient.invalidateQueries({ queryKey: loginThrottlesQuery.queryKey });
    },
    onError: () => toast({ title: 'Not cleared', variant: 'destructive' }),
  });
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={mutation.isPending}
      aria-label={`Clear: ${throttle.email}, ${sourceText(throttle.source)}`}
      onClick={() => mutation.mutate()}
    >
      Clear
    </button>
  );
}

/**
 * Failed sign-ins of the last day by login and source (`GET /api/admin/login-throttles`), the
 * waiting ones first, each with a button that ends its wait (docs/product/security.md#sign-in-throttling).
 */
export function LoginThrottles() {
  const throttles = useQuery(loginThrottlesQuery);
  if (throttles.isPending) return <p role="status">Loading failed sign-ins…</p>;
  if (throttles.isError)
    return (
      <div role="alert" className="form-alert">
        {'We could not load the failed sign-ins. '}
        <button type="button" className="link-button" onClick={() => throttles.refetch()}>
          Try again
        </button>
      </div>
    );
  const rows = throttles.data.throttles;
  if (rows.length === 0) return <p className="muted">No failed sign-ins in the last day.</p>;
  const now = Date.now();
  return (
    <ul className="admin-queue__items">
      {rows.map((throttle) => {
        const waiting = Date.parse(throttle.blockedUntil) > now;
        return (
          <li key={throttle.id}>
            <strong>{`${throttle.email} (${throttle.role})`}</strong>{' '}
            <span className="muted">
              {`${throttle.failures} failed from ${sourceText(throttle.source)}, last ${formatDate(throttle.lastFailureAt)}`}
              {waiting
                ? ` · waiting until ${new Date(throttle.blockedUntil).toLocaleTimeString('en-GB')}`
                : ''}
            </span>
            <ClearButton throttle={throttle} />
          </li>
        );
      })}
    </ul>
  );
}
