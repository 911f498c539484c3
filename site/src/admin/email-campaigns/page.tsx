import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { CampaignsScreen } from './CampaignsScreen.tsx';

/** /admin/email-campaigns: write, preview and send plain-text mail to specialists. */
function EmailCampaignsPage() {
  return <AdminPage title="Email campaigns">{() => <CampaignsScreen />}</AdminPage>;
}

export default definePage({
  meta: () =>
    adminPageMeta(
      'Email campaigns',
      '/admin/email-campaigns',
      'Write, preview and send plain-text mail to specialists, and follow its delivery.',
    ),
  Component: EmailCampaignsPage,
});
