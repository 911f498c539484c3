import { useParams } from 'react-router';
import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { ManageScreen } from './ManageScreen.tsx';

/** /admin/specialists/{id}/manage: profile, services, status, plan, business, reviews, leads. */
function ManageSpecialistPage() {
  const id = Number(useParams().id);
  return (
    <AdminPage title="Manage a specialist">
      {() =>
        Number.isInteger(id) && id > 0 ? (
          <ManageScreen id={id} />
        ) : (
          <p role="alert">That is not a listing’s address.</p>
        )
      }
    </AdminPage>
  );
}

export default definePage({
  meta: ({ params }) =>
    adminPageMeta(
      'Manage a specialist',
      `/admin/specialists/${params.id}/manage`,
      'Everything about one listing: profile, services, status, plan, business, reviews, leads.',
    ),
  Component: ManageSpecialistPage,
});
