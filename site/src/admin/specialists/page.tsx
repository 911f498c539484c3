import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { SpecialistsScreen } from './SpecialistsScreen.tsx';

/** /admin/specialists: search every listing, open one to manage it, or add a new one. */
function SpecialistsPage() {
  return <AdminPage title="Specialists">{() => <SpecialistsScreen />}</AdminPage>;
}

export default definePage({
  meta: () =>
    adminPageMeta(
      'Specialists',
      '/admin/specialists',
      'Search every listing by name, city, status and plan; manage one, or add a new one.',
    ),
  Component: SpecialistsPage,
});
