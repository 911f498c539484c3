import type { ProfileImage } from '@flo/contract';
import { largestWebp, Picture } from '../../components/Picture.tsx';
import './photo-gallery.css';

/** A photo's alt text: the business's caption, else which photo of whose work it is. */
export function photoAlt(photo: ProfileImage, index: number, name: string): string {
  return photo.caption || `Photo ${index + 1} of flooring work by ${name}`;
}

/**
 * The listing's portfolio photos in the business's order, each opening full size; nothing when
 * it has none.
 */
export function PhotoGallery({ photos, name }: { photos: ProfileImage[]; name: string }) {
  if (photos.length === 0) return null;
  return (
    <section className="profile__section" aria-labelledby="profile-photos">
      <h2 id="profile-photos">Photos of their work</h2>
      <ul className="photo-gallery">
        {photos.map((photo, index) => (
          <li key={photo.id} className="photo-gallery__item">
            <figure className="photo-gallery__figure">
              <a href={largestWebp(photo)?.url} className="photo-gallery__link">
                <Picture
                  image={photo}
                  alt={photoAlt(photo, index, name)}
                  sizes="(min-width: 960px) 14rem, (min-width: 600px) 45vw, 100vw"
                  className="photo-gallery__picture"
                />
              </a>
              {photo.caption ? (
                <figcaption className="photo-gallery__caption">{photo.caption}</figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
