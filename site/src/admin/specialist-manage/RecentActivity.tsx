import type { AdminSpecialistDetail } from '@flo/contract';
import { Link } from 'react-router';
import { formatDate } from '../../content/dates.ts';
import { capitalised } from '../specialists/queries.ts';

/** The listing's newest 20 reviews in every status, linked to their moderation queue. */
export function RecentReviews({ reviews }: { reviews: AdminSpecialistDetail['reviews'] }) {
  if (reviews.length === 0) return <p>No reviews yet.</p>;
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Newest reviews first</caption>
      <thead>
        <tr>
          <th scope="col">Customer</th>
          <th scope="col">Rating</th>
          <th scope="col">Status</th>
          <th scope="col">Left through a link</th>
          <th scope="col">Sent</th>
        </tr>
      </thead>
      <tbody>
        {reviews.map((review) => (
          <tr key={review.id}>
            <td>{review.customerName}</td>
            <td>{`${review.rating} of 5`}</td>
            <td>
              <Link to={`/admin/reviews?status=${review.status}`}>
                {capitalised(review.status)}
              </Link>
            </td>
            <td>{review.verified ? 'Yes' : 'No'}</td>
            <td>{formatDate(review.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The newest 20 enquiries the listing received, with where each stands in its inbox. */
export function RecentLeads({ leads }: { leads: AdminSpecialistDetail['leads'] }) {
  if (leads.length === 0) return <p>No leads yet.</p>;
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Newest leads first</caption>
      <thead>
        <tr>
          <th scope="col">Reference</th>
          <th scope="col">Customer</th>
          <th scope="col">Flooring</th>
          <th scope="col">Status</th>
          <th scope="col">Received</th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.reference}>
            <td>{lead.reference}</td>
            <td>{lead.customerName}</td>
            <td>{lead.flooringType}</td>
            <td>{capitalised(lead.status)}</td>
            <td>{formatDate(lead.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
