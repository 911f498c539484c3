import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { EnquiriesScreen } from './EnquiriesScreen.tsx';

/** /admin/enquiries: every enquiry, filtered; one in full; its status; routing; the CSV. */
function EnquiriesPage() {
  return <AdminPage title="Enquiries">{() => <EnquiriesScreen />}</AdminPage>;
}

export default definePage({
  meta: () =>
    adminPageMeta(
      'Enquiries',
      '/admin/enquiries',
      'Every enquiry, filtered by status, city, service and date; route one by hand, or download a CSV.',
    ),
  Component: EnquiriesPage,
});
