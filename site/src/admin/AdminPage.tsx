import type { Admin } from '@flo/contract';
import type { ReactNode } from 'react';
import { useHydrated } from '../app/use-hydrated.ts';
import { AdminNav } from './nav/AdminNav.tsx';
import { useAdminSession } from './use-admin-session.ts';

const LOADING = 'Loading the console…';

function Loading({ title }: { title: string }) {
  return (
    <div className="container section admin-page">
      <h1>{title}</h1>
      <p role="status">{LOADING}</p>
    </div>
  );
}

/** The side navigation beside the screen, once `GET /api/admin/me` accepted the stored token. */
function SignedInConsole({ title, children }: AdminPageProps) {
  const user = useAdminSession();
  if (!user) return <Loading title={title} />;
  return (
    <div className="section admin-console">
      <AdminNav user={user} />
      <div className="admin-page">
        <h1>{title}</h1>
        {children(user)}
      </div>
    </div>
  );
}

export interface AdminPageProps {
  title: string;
  children: (user: Admin) => ReactNode;
}

/**
 * The frame of every console screen but the login: its heading, then (in the browser, once
 * `GET /api/admin/me` accepted the stored token) the console's side navigation (ADR 043) and the
 * screen. The server sends only the heading and the loading line, as the login lives in the
 * browser; without a valid session the visitor goes to /admin/login.
 *
 * @example
 * <AdminPage title="Reviews">{() => <ReviewQueue />}</AdminPage>
 */
export function AdminPage({ title, children }: AdminPageProps) {
  const hydrated = useHydrated();
  return hydrated ? (
    <SignedInConsole title={title}>{children}</SignedInConsole>
  ) : (
    <Loading title={title} />
  );
}
