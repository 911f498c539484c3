import type { ComponentType, ReactNode } from 'react';
import { useHydrated } from '../app/use-hydrated.ts';

export interface SignedInPageOptions<User> {
  /** The area's session hook (`createSessionHook`). */
  useSession: () => User | undefined;
  /** The area's navigation, shown above the page once the session is checked. */
  Nav: ComponentType<{ user: User }>;
  /** The line shown while the session is checked, and all the server sends ('Loading the console…'). */
  loadingText: string;
  /** Classes of the page's frame ('container section admin-page'). */
  className: string;
}

export interface SignedInPageProps<User> {
  title: string;
  children: (user: User) => ReactNode;
}

/**
 * Makes the frame of a signed-in area's pages: the page's heading, then (in the browser, once
 * the area's session check accepted the stored token) its navigation and the page. The server
 * sends only the loading line, as the login lives in the browser's storage; without a valid
 * session the session hook sends the visitor to the login.
 *
 * @example
 * export const AdminPage = createSignedInPage({ useSession: useAdminSession, Nav: AdminNav, loadingText: 'Loading the console…', className: 'container section admin-page' });
 * <AdminPage title="Reviews">{() => <ReviewQueue />}</AdminPage>
 */
export function createSignedInPage<User>({
  useSession,
  Nav,
  loadingText,
  className,
}: SignedInPageOptions<User>) {
  const Loading = () => <p role="status">{loadingText}</p>;

  function SignedIn({ children }: { children: (user: User) => ReactNode }) {
    const user = useSession();
    if (!user) return <Loading />;
    return (
      <>
        <Nav user={user} />
        {children(user)}
      </>
    );
  }

  return function SignedInPage({ title, children }: SignedInPageProps<User>) {
    const hydrated = useHydrated();
    return (
      <div className={className}>
        <h1>{title}</h1>
        {hydrated ? <SignedIn>{children}</SignedIn> : <Loading />}
      </div>
    );
  };
}

/**
 * What a section of a signed-in page shows when its data could not load, with a retry.
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
