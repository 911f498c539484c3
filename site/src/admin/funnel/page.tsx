import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { FunnelScreen } from './FunnelScreen.tsx';

/** /admin/funnel: Flo's funnel per flow, its split test and how settings changes moved it. */
function FunnelPage() {
  return <AdminPage title="Flo funnel">{() => <FunnelScreen />}</AdminPage>;
}

export default definePage({
  meta: () =>
    adminPageMeta(
      'Flo funnel',
      '/admin/funnel',
      'Conversations with Flo started, step by step, and completed, per flow, page type, site and greeting, over a period.',
    ),
  Component: FunnelPage,
});
