import type { ProfileImage, ProfilePhotos } from '@flo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Picture } from '../../components/Picture.tsx';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { apiQuery } from '../../data/query-client.ts';
import { formProblemFrom } from '../../forms/api-error.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { LoadFailure } from '../../signed-in/index.ts';
import './photos-panel.css';

/** A listing's logo and photos as operators see them. */
export const adminPhotosQuery = (id: number) =>
  apiQuery<ProfilePhotos>('/api/admin/specialists', id, 'photos');

function ImageCard({
  image,
  label,
  onRemove,
  removing,
}: {
  image: ProfileImage;
  label: string;
  onRemove: () => void;
  removing: boolean;
}) {
  return (
    <li className="admin-photos__item">
      <Picture image={image} alt={label} sizes="10rem" className="admin-photos__picture" />
      <p className="admin-photos__label">{label}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={removing}
        aria-label={`Remove ${label}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </li>
  );
}

/**
 * The listing's logo and portfolio photos, any of which an operator removes at once (a photo
 * that breaks the rules, a logo that is not the business's): its files are deleted and it
 * leaves the public profile.
 */
export function PhotosPanel({ specialistId }: { specialistId: number }) {
  const query = useQuery(adminPhotosQuery(specialistId));
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const remove = useMutation({
    mutationFn: (imageId: number) =>
      apiRequest('DELETE', `/api/admin/specialists/${specialistId}/photos/${imageId}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminPhotosQuery(specialistId).queryKey });
      toast({ title: 'Removed from the profile' });
    },
    onError: (error) =>
      toast({
        title: 'Not removed',
        description: formProblemFrom(error).message,
        variant: 'destructive',
      }),
  });
  if (query.isPending) return <p role="status">Loading the photos…</p>;
  if (query.isError) return <LoadFailure what="the photos" retry={() => query.refetch()} />;
  const { logo, photos } = query.data;
  if (!logo && photos.length === 0) return <p>No logo or photos.</p>;
  const images = [
    ...(logo ? [{ image: logo, label: 'Logo' }] : []),
    ...photos.map((photo, index) => ({
      image: photo,
      label: photo.caption ? `Photo ${index + 1}: ${photo.caption}` : `Photo ${index + 1}`,
    })),
  ];
  return (
    <ul className="admin-photos">
      {images.map(({ image, label }) => (
        <ImageCard
          key={image.id}
          image={image}
          label={label}
          removing={remove.isPending}
          onRemove={() => remove.mutate(image.id)}
        />
      ))}
    </ul>
  );
}
