import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { definePage } from '../../app/page.ts';
import { LoadFailure } from '../../signed-in/index.ts';
import { BusinessPage } from '../BusinessPage.tsx';
import { businessPageMeta } from '../meta.ts';
import { profileQuery } from '../queries.ts';
import { ImageUpload } from './ImageUpload.tsx';
import { LogoSection } from './LogoSection.tsx';
import { PhotoList } from './PhotoList.tsx';
import { photosQuery } from './queries.ts';
import { PHOTO_UPLOAD } from './upload-image.ts';
import './photos.css';

function Photos() {
  const photos = useQuery(photosQuery);
  const profile = useQuery(profileQuery);
  if (photos.isPending || profile.isPending) return <p role="status">Loading your photos…</p>;
  if (photos.isError || profile.isError) {
    return (
      <LoadFailure
        what="your photos"
        retry={() => {
          void photos.refetch();
          void profile.refetch();
        }}
      />
    );
  }
  const { logo, photos: list, maxPhotos } = photos.data;
  const { name, slug } = profile.data;
  const full = list.length >= maxPhotos;
  return (
    <>
      <p className="muted">
        {'Homeowners judge a fitter by their work. Your logo and photos show on '}
        <Link to={`/specialist/${slug}`}>your public profile</Link>
        {'. Location details stored in photos by phones are removed when they are uploaded.'}
      </p>
      <LogoSection logo={logo} name={name} />
      <section className="business-section" aria-labelledby="photos-heading">
        <h2 id="photos-heading">{`Photos of your work (${list.length} of ${maxPhotos})`}</h2>
        <ImageUpload
          id="photo-files"
          label="Add photos"
          hint={
            full
              ? `You have ${maxPhotos} photos, the most a profile shows: remove one to add another.`
              : 'JPEG, PNG, WebP or AVIF, up to 10 MB each and at least 300 pixels each way. Choose several at once if you like.'
          }
          target={PHOTO_UPLOAD}
          multiple
          disabled={full}
        />
        <PhotoList photos={list} />
      </section>
    </>
  );
}

/** /dashboard/photos: the business uploads its logo and up to 12 photos of its work. */
function PhotosPage() {
  return <BusinessPage title="Your photos and logo">{() => <Photos />}</BusinessPage>;
}

export default definePage({
  meta: () =>
    businessPageMeta(
      'Your photos and logo',
      '/dashboard/photos',
      'Upload your logo and up to 12 photos of your work for your Flo profile.',
    ),
  Component: PhotosPage,
});
