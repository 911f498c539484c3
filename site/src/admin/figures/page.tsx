import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { FiguresScreen } from './FiguresScreen.tsx';

/** /admin/figures: the marketplace's figures over a period, each chart also as a table. */
function FiguresPage() {
  return <AdminPage title="Figures">{() => <FiguresScreen />}</AdminPage>;
}

export default definePage({
  meta: () =>
    adminPageMeta(
      'Figures',
      '/admin/figures',
      'Enquiries by source, city and flooring, leads replied, quoted and won, response times, claims and plans over a period.',
    ),
  Component: FiguresPage,
});
