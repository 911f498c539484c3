import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { LocationPagesScreen } from './LocationPagesScreen.tsx';

/** /admin/location-pages: the introduction and search-engine text of city and service pages. */
function LocationPagesPage() {
  return <AdminPage title="Location pages">{() => <LocationPagesScreen />}</AdminPage>;
}

export default definePage({
  meta: () =>
    adminPageMeta(
      'Location pages',
      '/admin/location-pages',
      'The introduction and search-engine title and description of city and city + service pages.',
    ),
  Component: LocationPagesPage,
});
