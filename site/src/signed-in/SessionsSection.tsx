import type { AccountSessionList } from '@flo/contract';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../content/dates.ts';
import { apiQuery } from '../data/query-client.ts';
import { LoadFailure } from './SignedInPage.tsx';
import { type SessionTokens, useLogOut } from './session.ts';

export interface SessionsSectionProps {
  /** The area whose account is signed in. */
  area: 'admin' | 'business';
  tokens: SessionTokens;
  /** Where signing out everywhere leads ('/admin/login'). */
  loginPath: string;
}

/**
 * The signed-in account's open sessions (`GET /api/{area}/sessions`): each browser, when it
 * signed in and was last used, this one marked; 'Sign out everywhere' ends them all, this one
 * included, and opens the login.
 *
 * @example
 * <SessionsSection area="admin" tokens={adminTokens} loginPath="/admin/login" />
 */
export function SessionsSection({ area, tokens, loginPath }: SessionsSectionProps) {
  const list = useQuery(apiQuery<AccountSessionList>(`/api/${area}/sessions`));
  const signOutEverywhere = useLogOut(tokens, {
    endpoint: `/api/${area}/sessions/sign-out-everywhere`,
    to: loginPath,
    replace: true,
  });
  return (
    <section className="card" aria-labelledby={`${area}-sessions-title`}>
      <h2 id={`${area}-sessions-title`}>Where you are signed in</h2>
      {list.isPending ? <p role="status">Loading your sessions…</p> : null}
      {list.isError ? <LoadFailure what="your sessions" retry={() => list.refetch()} /> : null}
      {list.data ? (
        <ul>
          {list.data.sessions.map((session) => (
            <li key={session.id}>
              <strong>{session.browser ?? 'An unnamed browser'}</strong>
              {session.current ? ' (this browser)' : ''}{' '}
              <span className="muted">
                {`signed in ${formatDate(session.signedInAt)}, last used ${formatDate(session.lastUsedAt)}`}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        Lost a device, or see a browser you do not recognise? Sign out everywhere, then sign in
        again.
      </p>
      <button type="button" className="button button--secondary" onClick={signOutEverywhere}>
        Sign out everywhere
      </button>
    </section>
  );
}
