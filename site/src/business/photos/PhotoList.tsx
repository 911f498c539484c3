import type { ProfileImage, ProfilePhotos } from '@flo/contract';
import { MAX_PHOTO_CAPTION_LENGTH } from '@flo/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Picture } from '../../components/Picture.tsx';
import { useApiRequest } from '../../data/ApiRequestProvider.tsx';
import { formProblemFrom } from '../../forms/api-error.ts';
import { useToast } from '../../global/toast/ToastProvider.tsx';
import { showPhotos } from './queries.ts';

type Change =
  | { kind: 'caption'; photoId: number; caption: string }
  | { kind: 'order'; photoIds: number[] }
  | { kind: 'remove'; photoId: number };

/** Sends one change to the API; the answer (or a fresh read) replaces the shown photos. */
function usePhotoChange() {
  const apiRequest = useApiRequest();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (change: Change): Promise<ProfilePhotos | undefined> => {
      if (change.kind === 'remove') {
        await apiRequest('DELETE', `/api/business/photos/${change.photoId}`);
        return undefined;
      }
      const res =
        change.kind === 'caption'
          ? await apiRequest('PATCH', `/api/business/photos/${change.photoId}`, {
              caption: change.caption,
            })
          : await apiRequest('PUT', '/api/business/photos/order', { photoIds: change.photoIds });
      return (await res.json()) as ProfilePhotos;
    },
    onSuccess: (photos, change) => {
      void showPhotos(queryClient, photos);
      const said = { caption: 'Caption saved', order: 'Order saved', remove: 'Photo removed' };
      toast({ title: said[change.kind] });
    },
    onError: (error) =>
      toast({
        title: 'Not saved',
        description: formProblemFrom(error).message,
        variant: 'destructive',
      }),
  });
}

const moved = (ids: number[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
};

function PhotoItem({
  photo,
  index,
  ids,
  change,
}: {
  photo: ProfileImage;
  index: number;
  ids: number[];
  change: ReturnType<typeof usePhotoChange>;
}) {
  const label = photo.caption || `Photo ${index + 1}`;
  const captionId = `photo-${photo.id}-caption`;
  const onCaption = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const caption = String(new FormData(event.currentTarget).get('caption') ?? '').trim();
    change.mutate({ kind: 'caption', photoId: photo.id, caption });
  };
  return (
    <li className="photo-list__item">
      <Picture
        image={photo}
        alt={photo.caption || `Photo ${index + 1}, no caption yet`}
        sizes="10rem"
        className="photo-list__picture"
      />
      <form className="photo-list__caption" onSubmit={onCaption}>
        <label className="field__label" htmlFor={captionId}>
          {`What photo ${index + 1} shows`}
        </label>
        <input
          id={captionId}
          name="caption"
          className="field__input"
          defaultValue={photo.caption}
          maxLength={MAX_PHOTO_CAPTION_LENGTH}
        />
        <button type="submit" className="button button--secondary" disabled={change.isPending}>
          Save caption
        </button>
      </form>
      <div className="photo-list__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={index === 0 || change.isPending}
          aria-label={`Move ${label} earlier`}
          onClick={() => change.mutate({ kind: 'order', photoIds: moved(ids, index, index - 1) })}
        >
          Move earlier
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={index === ids.length - 1 || change.isPending}
          aria-label={`Move ${label} later`}
          onClick={() => change.mutate({ kind: 'order', photoIds: moved(ids, index, index + 1) })}
        >
          Move later
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={change.isPending}
          aria-label={`Remove ${label}`}
          onClick={() => change.mutate({ kind: 'remove', photoId: photo.id })}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

/**
 * The listing's photos in the profile's order: each with its caption (the alt text visitors'
 * screen readers say), moved earlier or later, or removed.
 */
export function PhotoList({ photos }: { photos: ProfileImage[] }) {
  const change = usePhotoChange();
  if (photos.length === 0) return <p>No photos yet.</p>;
  const ids = photos.map((photo) => photo.id);
  return (
    <ol className="photo-list">
      {photos.map((photo, index) => (
        <PhotoItem key={photo.id} photo={photo} index={index} ids={ids} change={change} />
      ))}
    </ol>
  );
}
