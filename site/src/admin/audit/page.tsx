import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { AuditLog } from './AuditLog.tsx';

/** /admin/audit: who changed what, when, with each field before and after (ADR 039). */
function AuditPage() {
  return <AdminPage title="Audit log">{() => <AuditLog />}</AdminPage>;
}

export default definePage({
  meta: () =>
    adminPageMeta(
      'Audit log',
      '/admin/audit',
      'Who changed what in the console and dashboards, and when.',
    ),
  Component: AuditPage,
});
