import type { ImageSource, ProfileImage } from '@flo/contract';

const srcSet = (sources: readonly ImageSource[]) =>
  sources.map((source) => `${source.url} ${source.width}w`).join(', ');

/** The largest WebP of an image: the fallback `src`, and the address to open it full size. */
export function largestWebp(image: ProfileImage): ImageSource | undefined {
  return image.webp[image.webp.length - 1];
}

export interface PictureProps {
  image: ProfileImage;
  alt: string;
  /** The `sizes` attribute: how wide the picture is laid out, so the browser picks a width. */
  sizes: string;
  className?: string;
  /** 'eager' for a picture in the first screen (a logo); photos below it load when near. */
  loading?: 'lazy' | 'eager';
}

/**
 * A listing's photo or logo as `<picture>`: AVIF first, then WebP, each with every width in
 * `srcset`, so a browser downloads the smallest file its layout and screen need. `width` and
 * `height` give the picture's shape before it loads, so the page does not jump.
 *
 * @example
 * <Picture image={photo} alt={photo.caption} sizes="(min-width: 960px) 240px, 100vw" />
 */
export function Picture({ image, alt, sizes, className, loading = 'lazy' }: PictureProps) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        src={largestWebp(image)?.url}
        srcSet={srcSet(image.webp)}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
