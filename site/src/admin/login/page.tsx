import { definePage } from '../../app/page.ts';
import { adminPageMeta } from '../meta.ts';
import { AdminLoginForm } from './AdminLoginForm.tsx';

/** /admin/login: the operators' login; the console opens on success. */
function AdminLoginPage() {
  return (
    <div className="container section business-page">
      <h1>Admin login</h1>
      <p className="muted">Log in to run the directory: listings, enquiries, reviews and Flo.</p>
      <AdminLoginForm />
    </div>
  );
}

export default definePage({
  meta: () => adminPageMeta('Admin login', '/admin/login', 'Log in to the Flo admin console.'),
  Component: AdminLoginPage,
});
