import type { AdminSpecialistDetail } from '@flo/contract';
import { Link } from 'react-router';
import { formatDate } from '../../content/dates.ts';
import { type DataColumn, DataTable } from '../../signed-in/index.ts';
import { capitalised } from '../specialists/queries.ts';

type Review = AdminSpecialistDetail['reviews'][number];
type Lead = AdminSpecialistDetail['leads'][number];

const REVIEW_COLUMNS: readonly DataColumn<Review>[] = [
  { header: 'Customer', cell: (review) => review.customerName },
  { header: 'Rating', cell: (review) => `${review.rating} of 5` },
  {
    header: 'Status',
    cell: (review) => (
      <Link to={`/admin/reviews?status=${review.status}`}>{capitalised(review.status)}</Link>
    ),
  },
  { header: 'Left through a link', cell: (review) => (review.verified ? 'Yes' : 'No') },
  { header: 'Sent', cell: (review) => formatDate(review.createdAt) },
];

const LEAD_COLUMNS: readonly DataColumn<Lead>[] = [
  { header: 'Reference', cell: (lead) => lead.reference },
  { header: 'Customer', cell: (lead) => lead.customerName },
  { header: 'Flooring', cell: (lead) => lead.flooringType },
  { header: 'Status', cell: (lead) => capitalised(lead.status) },
  { header: 'Received', cell: (lead) => formatDate(lead.createdAt) },
];

/** The listing's newest 20 reviews in every status, linked to their moderation queue. */
export function RecentReviews({ reviews }: { reviews: AdminSpecialistDetail['reviews'] }) {
  return (
    <DataTable
      caption="Newest reviews first"
      hideCaption
      columns={REVIEW_COLUMNS}
      rows={reviews}
      rowKey={(review) => review.id}
      empty={<p>No reviews yet.</p>}
    />
  );
}

/** The newest 20 enquiries the listing received, with where each stands in its inbox. */
export function RecentLeads({ leads }: { leads: AdminSpecialistDetail['leads'] }) {
  return (
    <DataTable
      caption="Newest leads first"
      hideCaption
      columns={LEAD_COLUMNS}
      rows={leads}
      rowKey={(lead) => lead.reference}
      empty={<p>No leads yet.</p>}
    />
  );
}
