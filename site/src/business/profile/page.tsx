import { useQuery } from '@tanstack/react-query';
import { definePage } from '../../app/page.ts';
import { LoadFailure } from '../../signed-in/index.ts';
import { BusinessPage } from '../BusinessPage.tsx';
import { businessPageMeta } from '../meta.ts';
import { profileQuery } from '../queries.ts';
import { ProfileForm } from './ProfileForm.tsx';

function Profile() {
  const { data, isPending, isError, refetch } = useQuery(profileQuery);
  if (isPending) return <p role="status">Loading your profile…</p>;
  if (isError) return <LoadFailure what="your profile" retry={() => refetch()} />;
  return (
    <>
      <p className="muted">{`What customers read on your public profile, ${data.name} in ${data.city}.`}</p>
      <ProfileForm profile={data} />
    </>
  );
}

/** /dashboard/profile: the business corrects its own listing. */
function ProfilePage() {
  return <BusinessPage title="Your profile">{() => <Profile />}</BusinessPage>;
}

export default definePage({
  meta: () =>
    businessPageMeta(
      'Your profile',
      '/dashboard/profile',
      'Edit your Flo listing: description, services, contact details, website and areas covered.',
    ),
  Component: ProfilePage,
});
