import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { AdminSettingsScreen } from './AdminSettingsScreen.tsx';

/** /admin/settings: what operators must act on, and where operator mail goes and comes from. */
function QueueAndSettingsPage() {
  return <AdminPage title="Queue & settings">{() => <AdminSettingsScreen />}</AdminPage>;
}

export default definePage({
  meta: () =>
    adminPageMeta(
      'Queue & settings',
      '/admin/settings',
      'What operators must act on, and where operator mail goes and comes from.',
    ),
  Component: QueueAndSettingsPage,
});
