import { useParams } from 'react-router';
import { ManageScreen } from '../admin/specialist-manage/ManageScreen.tsx';
import { SpecialistsScreen } from '../admin/specialists/SpecialistsScreen.tsx';
import { renderWithSite } from './render.tsx';
import type { SiteTestApp } from './site-app.ts';

function ManageRoute() {
  return <ManageScreen id={Number(useParams().id)} />;
}

/**
 * Test-only: the catalogue and the manage screens at their console paths, on the real API
 * with the admin's bearer token, so a test can follow the screens from one to the other.
 *
 * @example
 * renderCatalogue(t, token, '/admin/specialists?q=oak');
 */
export function renderCatalogue(t: SiteTestApp, token: string, path: string) {
  return renderWithSite(null, {
    path,
    routes: [
      { path: '/admin/specialists', element: <SpecialistsScreen /> },
      { path: '/admin/specialists/:id/manage', element: <ManageRoute /> },
    ],
    transport: (url, init) => {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${token}`);
      return Promise.resolve(t.app.request(url, { ...init, headers }));
    },
  });
}
