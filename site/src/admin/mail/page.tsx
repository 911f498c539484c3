import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { FailedMailScreen } from './FailedMailScreen.tsx';

/** /admin/mail: mail the server gave up on, resent one by one or many at once. */
function FailedMailPage() {
  return <AdminPage title="Failed mail">{() => <FailedMailScreen />}</AdminPage>;
}

export default definePage({
  meta: () =>
    adminPageMeta(
      'Failed mail',
      '/admin/mail',
      'Mail the server gave up on, with why, to send again; and the mail waiting or sent.',
    ),
  Component: FailedMailPage,
});
