import { useSearchParams } from 'react-router';
import { definePage } from '../../app/page.ts';
import { LoginForm, SignInLinkForm } from '../../signed-in/index.ts';
import { adminPageMeta } from '../meta.ts';
import { adminTokens } from '../use-admin-session.ts';

/**
 * /admin/login: the operators' login; the console opens on success. Opened from a mailed
 * sign-in link (`?signin=TOKEN`) it signs in with the link instead of a password.
 */
function AdminLoginPage() {
  const linkToken = useSearchParams()[0].get('signin') ?? undefined;
  return (
    <div className="container section business-page">
      <h1>Admin login</h1>
      <p className="muted">Log in to run the directory: listings, enquiries, reviews and Flo.</p>
      <LoginForm
        endpoint="/api/admin/login"
        tokens={adminTokens}
        next="/admin"
        idPrefix="admin-login"
        linkToken={linkToken}
      />
      <SignInLinkForm endpoint="/api/admin/sign-in-link" idPrefix="admin-link" />
    </div>
  );
}

export default definePage({
  meta: () => adminPageMeta('Admin login', '/admin/login', 'Log in to the Flo admin console.'),
  Component: AdminLoginPage,
});
