import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { CityList } from './CityList.tsx';

/** /admin/locations: the directory's cities and the postcode areas each covers. */
function LocationsPage() {
  return <AdminPage title="Locations">{() => <CityList />}</AdminPage>;
}

export default definePage({
  meta: () =>
    adminPageMeta(
      'Locations',
      '/admin/locations',
      'The directory’s cities and their postcode areas: add a city, or edit its areas.',
    ),
  Component: LocationsPage,
});
