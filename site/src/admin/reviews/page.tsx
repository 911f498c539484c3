import { definePage } from '../../app/page.ts';
import { AdminPage } from '../AdminPage.tsx';
import { adminPageMeta } from '../meta.ts';
import { ReviewQueue } from './ReviewQueue.tsx';

/** /admin/reviews: moderate customer reviews: publish them, or reject them with a reason. */
function ReviewsPage() {
  return <AdminPage title="Reviews">{() => <ReviewQueue />}</AdminPage>;
}

export default definePage({
  meta: () =>
    adminPageMeta(
      'Reviews',
      '/admin/reviews',
      'Moderate customer reviews: publish them, or reject them with a reason.',
    ),
  Component: ReviewsPage,
});
