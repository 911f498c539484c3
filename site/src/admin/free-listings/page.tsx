import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { ClaimQueue } from './ClaimQueue.tsx';

/** /admin/free-listings: claims of free listings: approve one with a setup link, or reject it with a reason. */
function FreeListingsPage() {
  return <AdminPage title="Free listings">{() => <ClaimQueue />}</AdminPage>;
}

export default definePage({
  meta: () =>
    adminPageMeta(
      'Free listings',
      '/admin/free-listings',
      'Claims of free listings: approve one with a setup link, or reject it with a reason.',
    ),
  Component: FreeListingsPage,
});
