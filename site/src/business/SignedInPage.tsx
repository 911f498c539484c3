import type { Business } from '@flo/contract';
import type { ReactNode } from 'react';
import { useHydrated } from '../app/use-hydrated.ts';
import { BusinessNav } from './BusinessNav.tsx';
import { useBusinessSession } from './use-business-session.ts';

const Loading = () => <p role="status">Loading your dashboard…</p>;

function SignedIn({ children }: { children: (business: Business) => ReactNode }) {
  const business = useBusinessSession();
  if (!business) return <Loading />;
  return (
    <>
      <BusinessNav />
      {children(business)}
    </>
  );
}

/**
 * The frame of every dashboard page: its heading, then (in the browser, once
 * `GET /api/business/me` accepted the stored token) the dashboard navigation and the page. The
 * server sends only the loading line: the login lives in the browser's storage. Without a
 * valid token the visitor is sent to /login and the token is cleared
 * (docs/product/roles.md#business-user).
 *
 * @example
 * <SignedInPage title="Your profile">{(business) => <ProfileForm business={business} />}</SignedInPage>
 */
export function SignedInPage({
  title,
  children,
}: {
  title: string;
  children: (business: Business) => ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <div className="container section business-page business-page--wide">
      <h1>{title}</h1>
      {hydrated ? <SignedIn>{children}</SignedIn> : <Loading />}
    </div>
  );
}

/**
 * What a dashboard section shows when its data could not load, with a retry.
 *
 * @example
 * if (isError) return <LoadFailure what="your reviews" retry={refetch} />;
 */
export function LoadFailure({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div role="alert" className="form-alert">
      {`We could not load ${what}. `}
      <button type="button" className="link-button" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
