import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminSpecialistQuery } from '../specialists/queries.ts';
import { BusinessLogin } from './BusinessLogin.tsx';
import { ChecksPanel } from './ChecksPanel.tsx';
import { EditListingForm } from './EditListingForm.tsx';
import { PhotosPanel } from './PhotosPanel.tsx';
import { RecentLeads, RecentReviews } from './RecentActivity.tsx';
import { StatusForm } from './StatusForm.tsx';
import '../specialists/specialists.css';

/** /admin/specialists/{id}/manage: everything about one listing, each part in its section. */
export function ManageScreen({ id }: { id: number }) {
  const specialist = useQuery(adminSpecialistQuery(id));
  if (specialist.isPending) return <p role="status">Loading the listing…</p>;
  if (specialist.isError)
    return (
      <div role="alert" className="form-alert">
        {'We could not load this listing. '}
        <Link to="/admin/specialists">Back to the specialists</Link>
      </div>
    );
  const s = specialist.data;
  return (
    <div className="manage-sections">
      <p>
        <strong>{s.name}</strong>
        {` · ${s.city} · `}
        <Link to={`/specialist/${s.slug}`}>{`/specialist/${s.slug}`}</Link>
      </p>
      <section aria-labelledby="manage-status">
        <h2 id="manage-status">Status and plan</h2>
        <StatusForm specialist={s} />
      </section>
      <section aria-labelledby="manage-listing">
        <h2 id="manage-listing">Profile and services</h2>
        <EditListingForm specialist={s} />
      </section>
      <section aria-labelledby="manage-checks">
        <h2 id="manage-checks">Checks</h2>
        <ChecksPanel specialistId={s.id} />
      </section>
      <section aria-labelledby="manage-photos">
        <h2 id="manage-photos">Logo and photos</h2>
        <PhotosPanel specialistId={s.id} />
      </section>
      <section aria-labelledby="manage-business">
        <h2 id="manage-business">Business login</h2>
        <BusinessLogin specialist={s} />
      </section>
      <section aria-labelledby="manage-reviews">
        <h2 id="manage-reviews">Reviews</h2>
        <RecentReviews reviews={s.reviews} />
      </section>
      <section aria-labelledby="manage-leads">
        <h2 id="manage-leads">Leads</h2>
        <RecentLeads leads={s.leads} />
      </section>
    </div>
  );
}
