import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { RecentChanges } from './RecentChanges.tsx';

/** /admin/recent-changes: businesses' listing edits for operators to look over (ADR 039). */
function RecentChangesPage() {
  return <AdminPage title="Recent changes">{() => <RecentChanges />}</AdminPage>;
}

export default definePage({
  meta: () =>
    adminPageMeta(
      'Recent changes',
      '/admin/recent-changes',
      'Businesses’ edits of their listings, to mark fine or revert.',
    ),
  Component: RecentChangesPage,
});
