import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { definePage } from '../../app/page.ts';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { businessPageMeta } from '../meta.ts';
import { clearBusinessToken, readBusinessToken } from '../session.ts';

/**
 * /logout: revokes the token with `POST /api/business/logout`, forgets it and goes to /login.
 * The token is forgotten even when the API cannot be reached, so a shared computer is left
 * logged out either way.
 */
function LogoutPage() {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  // Effects run twice in development; the token must be revoked once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = () => {
      clearBusinessToken(queryClient);
      toast({ title: 'Logged out' });
      navigate('/login', { replace: true });
    };
    if (!readBusinessToken()) finish();
    else apiRequest('POST', '/api/business/logout').then(finish, finish);
  }, [apiRequest, queryClient, navigate, toast]);

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
