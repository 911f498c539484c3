import { z } from 'zod';
import { MAX_PHOTO_CAPTION_LENGTH, MAX_PROFILE_PHOTOS } from './constants.ts';

/** One encoded size of an image: its address and its width in pixels, for `srcset`. */
export const imageSourceSchema = z.object({
  /** Same-origin path such as /media/4f0c…-960.webp; never changes for this file. */
  url: z.string(),
  width: z.number().int(),
});
export type ImageSource = z.infer<typeof imageSourceSchema>;

/**
 * A processed photo or logo: the same picture in several widths, as AVIF and as WebP, smallest
 * first. `width` and `height` are those of the largest size, for the page to reserve its space.
 */
export const profileImageSchema = z.object({
  id: z.number().int(),
  /** What the business says the photo shows; the alt text. Empty when none was given. */
  caption: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  avif: z.array(imageSourceSchema),
  webp: z.array(imageSourceSchema),
});
export type ProfileImage = z.infer<typeof profileImageSchema>;

/**
 * `GET /api/business/photos` and the admin's `GET /api/admin/specialists/{id}/photos`: the
 * listing's logo and its portfolio photos in the order the profile shows them.
 */
export const profilePhotosSchema = z.object({
  logo: profileImageSchema.nullable(),
  photos: z.array(profileImageSchema),
  maxPhotos: z.number().int(),
});
export type ProfilePhotos = z.infer<typeof profilePhotosSchema>;

/** `PATCH /api/business/photos/{photoId}`: the caption, empty to remove it. */
export const photoCaptionUpdateSchema = z
  .object({ caption: z.string().trim().max(MAX_PHOTO_CAPTION_LENGTH) })
  .strict();
export type PhotoCaptionUpdate = z.input<typeof photoCaptionUpdateSchema>;

/** `PUT /api/business/photos/order`: every photo of the listing, once each, in the new order. */
export const photoOrderSchema = z
  .object({
    photoIds: z
      .array(z.number().int().positive())
      .max(MAX_PROFILE_PHOTOS)
      .refine((ids) => new Set(ids).size === ids.length, 'A photo is listed twice'),
  })
  .strict();
export type PhotoOrder = z.input<typeof photoOrderSchema>;
