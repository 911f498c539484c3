import type { Admin } from '@flo/contract';
import type { ReactNode } from 'react';
import { useHydrated } from '../app/use-hydrated.ts';
import { AdminNav } from './AdminNav.tsx';
import { useAdminSession } from './use-admin-session.ts';

const Loading = () => <p role="status">Loading the console…</p>;

function SignedIn({ children }: { children: (admin: Admin) => ReactNode }) {
  const admin = useAdminSession();
  if (!admin) return <Loading />;
  return (
    <>
      <AdminNav name={admin.name} />
      {children(admin)}
    </>
  );
}

/**
 * The frame of every console screen but the login: its heading, then (in the browser, once
 * `GET /api/admin/me` accepted the stored token) the console navigation and the screen. The
 * server sends only the loading line, as the login lives in the browser; without a valid
 * session the visitor goes to /admin/login.
 *
 * @example
 * <AdminPage title="Reviews">{() => <ReviewQueue />}</AdminPage>
 */
export function AdminPage({
  title,
  children,
}: {
  title: string;
  children: (admin: Admin) => ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <div className="container section admin-page">
      <h1>{title}</h1>
      {hydrated ? <SignedIn>{children}</SignedIn> : <Loading />}
    </div>
  );
}
