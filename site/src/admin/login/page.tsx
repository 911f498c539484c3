import { definePage } from '../../app/page.ts';
import { LoginForm } from '../../signed-in/index.ts';
import { adminPageMeta } from '../meta.ts';
import { adminTokens } from '../use-admin-session.ts';

/** /admin/login: the operators' login; the console opens on success. */
function AdminLoginPage() {
  return (
    <div className="container section business-page">
      <h1>Admin login</h1>
      <p className="muted">Log in to run the directory: listings, enquiries, reviews and Flo.</p>
      <LoginForm
        endpoint="/api/admin/login"
        tokens={adminTokens}
        next="/admin"
        idPrefix="admin-login"
      />
    </div>
  );
}

export default definePage({
  meta: () => adminPageMeta('Admin login', '/admin/login', 'Log in to the Flo admin console.'),
  Component: AdminLoginPage,
});
