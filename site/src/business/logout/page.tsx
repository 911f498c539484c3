import { useEffect, useRef } from 'react';
import { definePage } from '../../app/page.ts';
import { useLogOut } from '../../signed-in/index.ts';
import { businessPageMeta } from '../meta.ts';
import { businessTokens } from '../use-business-session.ts';

/**
 * /logout: revokes the token with `POST /api/business/logout`, forgets it and goes to /login.
 * The token is forgotten even when the API cannot be reached, so a shared computer is left
 * logged out either way.
 */
function LogoutPage() {
  const logOut = useLogOut(businessTokens, {
    endpoint: '/api/business/logout',
    to: '/login',
    replace: true,
  });
  // Effects run twice in development; the token must be revoked once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logOut();
  }, [logOut]);

  return (
    <div className="container section business-page">
      <h1>Logging out</h1>
      <p role="status">Logging you out…</p>
    </div>
  );
}

export default definePage({
  meta: () => businessPageMeta('Log out', '/logout', 'Log out of your Flo business dashboard.'),
  Component: LogoutPage,
});
