import {
  MAX_PROFILE_PHOTOS,
  type ProfileImage,
  type ProfilePhotos,
  photoCaptionUpdateSchema,
  photoOrderSchema,
  profileImageSchema,
  profilePhotosSchema,
} from '@flo/contract';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { imageAudited } from '../audit/image-change.ts';
import { businessActor } from '../audit/record.ts';
import { type BusinessEnv, requireBusiness } from '../auth/middleware.ts';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { perIpLimit } from '../http/rate-limits.ts';
import { validate } from '../http/validate.ts';
import { describeOperation, okAnswerSchema } from '../openapi/describe.ts';
import {
  deleteImage,
  deleteLogo,
  insertPhoto,
  reorderPhotos,
  replaceLogo,
  updateCaption,
} from './image-changes.ts';
import { processImage } from './process-image.ts';
import { createProcessingQueue } from './processing-queue.ts';
import { type ImageRow, listingImages, photoCount, profileImageOf } from './repository.ts';
import { discardImageFiles, storeImage } from './store-image.ts';
import { imageUploadBody, uploadedBytes } from './upload.ts';

export const photoParams = z.object({
  photoId: z
    .string()
    .regex(/^\d{1,12}$/, 'A photo id is a whole number')
    .transform(Number),
});

const full = () =>
  new HttpError(
    409,
    'too_many_photos',
    `Your profile has ${MAX_PROFILE_PHOTOS} photos; remove one to add another`,
  );

/**
 * The business's own logo and portfolio photos (ADR 027): `GET /api/business/photos`, upload a
 * photo (`POST`, the image file itself as the body), caption, order and remove them, and
 * upload, replace or remove the logo. Only the logged-in business's own listing is ever read or
 * written; uploads are rate-limited and processed one at a time.
 *
 * @example
 * app.route('/', businessPhotoRoutes(deps));
 * // POST /api/business/photos  Content-Type: image/jpeg  <bytes>
 */
export function businessPhotoRoutes(deps: AppDeps) {
  const { engine } = deps;
  const actor = (c: Context<BusinessEnv>) => businessActor(c.var.business);
  const queue = createProcessingQueue({ concurrency: 1, maxWaiting: 8 });
  const uploadLimit = perIpLimit(deps, 'image-uploads');
  return new Hono<BusinessEnv>()
    .get(
      '/api/business/photos',
      describeOperation({
        operationId: 'getBusinessPhotos',
        summary: 'The listing’s logo and portfolio photos, in the profile’s order',
        tag: 'Business',
        auth: 'business',
        response: profilePhotosSchema,
      }),
      requireBusiness(deps),
      async (c) =>
        c.json<ProfilePhotos>(await engine.run(listingImages, c.var.business.specialistId)),
    )
    .post(
      '/api/business/photos',
      describeOperation({
        operationId: 'uploadBusinessPhoto',
        summary: 'Add a portfolio photo (JPEG, PNG, WebP or AVIF up to 10 MiB; 12 at most)',
        tag: 'Business',
        auth: 'business',
        upload: true,
        response: profileImageSchema,
        status: 201,
      }),
      requireBusiness(deps),
      uploadLimit,
      imageUploadBody(),
      async (c) => {
        const { specialistId } = c.var.business;
        // Refused before any decoding when the listing is full; checked again as it is stored.
        if ((await engine.run(photoCount, specialistId)) >= MAX_PROFILE_PHOTOS) throw full();
        const bytes = await uploadedBytes(c);
        const processed = await queue.run(() => processImage(bytes, 'photo'));
        const row = await storeImage(deps, processed, (image) =>
          engine.commit(
            imageAudited<ImageRow | undefined>,
            actor(c),
            clockOf(deps)(),
            {
              specialistId,
              action: 'photo.add',
              fields: (added) => ({ photoId: added.id }),
            },
            (on) => insertPhoto(on, specialistId, image),
          ),
        );
        if (!row) throw full();
        return c.json<ProfileImage>(profileImageOf(row), 201);
      },
    )
    .put(
      '/api/business/photos/order',
      describeOperation({
        operationId: 'orderBusinessPhotos',
        summary: 'Put the photos in a new order (every photo id, once each)',
        tag: 'Business',
        auth: 'business',
        response: profilePhotosSchema,
      }),
      requireBusiness(deps),
      validate('json', photoOrderSchema),
      async (c) => {
        const { specialistId } = c.var.business;
        const { photoIds } = c.req.valid('json');
        const change = { specialistId, action: 'photo.order', fields: () => ({ photoIds }) };
        if (
          !(await engine.commit(imageAudited<boolean>, actor(c), clockOf(deps)(), change, (on) =>
            reorderPhotos(on, specialistId, photoIds),
          ))
        ) {
          throw new HttpError(400, 'validation_failed', 'The request is not valid', {
            photoIds: ['List each of your photos once'],
          });
        }
        return c.json<ProfilePhotos>(await engine.run(listingImages, specialistId));
      },
    )
    .patch(
      '/api/business/photos/:photoId',
      describeOperation({
        operationId: 'captionBusinessPhoto',
        summary: 'Set what a photo shows (its caption and alt text)',
        tag: 'Business',
        auth: 'business',
        response: profilePhotosSchema,
      }),
      requireBusiness(deps),
      validate('param', photoParams),
      validate('json', photoCaptionUpdateSchema),
      async (c) => {
        const { specialistId } = c.var.business;
        const { photoId } = c.req.valid('param');
        const { caption } = c.req.valid('json');
        const change = {
          specialistId,
          action: 'photo.caption',
          fields: () => ({ photoId, caption }),
        };
        if (
          !(await engine.commit(imageAudited<boolean>, actor(c), clockOf(deps)(), change, (on) =>
            updateCaption(on, specialistId, photoId, caption),
          ))
        ) {
          throw notFound('Photo');
        }
        return c.json<ProfilePhotos>(await engine.run(listingImages, specialistId));
      },
    )
    .delete(
      '/api/business/photos/:photoId',
      describeOperation({
        operationId: 'deleteBusinessPhoto',
        summary: 'Remove a photo and its files',
        tag: 'Business',
        auth: 'business',
        response: okAnswerSchema,
      }),
      requireBusiness(deps),
      validate('param', photoParams),
      async (c) => {
        const { specialistId } = c.var.business;
        const { photoId } = c.req.valid('param');
        const change = {
          specialistId,
          action: 'photo.remove',
          fields: () => ({ photoId }),
          removed: true,
        } as const;
        const removed = await engine.commit(
          imageAudited<ImageRow | undefined>,
          actor(c),
          clockOf(deps)(),
          change,
          (on) => deleteImage(on, specialistId, photoId, 'photo'),
        );
        if (!removed) throw notFound('Photo');
        await discardImageFiles(deps, [removed]);
        return c.json({ ok: true as const });
      },
    )
    .put(
      '/api/business/logo',
      describeOperation({
        operationId: 'uploadBusinessLogo',
        summary: 'Upload or replace the logo (JPEG, PNG, WebP or AVIF up to 10 MiB)',
        tag: 'Business',
        auth: 'business',
        upload: true,
        response: profileImageSchema,
      }),
      requireBusiness(deps),
      uploadLimit,
      imageUploadBody(),
      async (c) => {
        const { specialistId } = c.var.business;
        const bytes = await uploadedBytes(c);
        const processed = await queue.run(() => processImage(bytes, 'logo'));
        const stored = await storeImage(deps, processed, (image) =>
          engine.commit(
            imageAudited<{ logo: ImageRow; replaced: ImageRow | undefined }>,
            actor(c),
            clockOf(deps)(),
            {
              specialistId,
              action: 'logo.set',
              fields: (set) => ({ logoId: set.logo.id }),
            },
            (on) => replaceLogo(on, specialistId, image),
          ),
        );
        if (!stored) throw new Error('The logo was not stored');
        await discardImageFiles(deps, [stored.replaced]);
        return c.json<ProfileImage>(profileImageOf(stored.logo));
      },
    )
    .delete(
      '/api/business/logo',
      describeOperation({
        operationId: 'deleteBusinessLogo',
        summary: 'Remove the logo and its files',
        tag: 'Business',
        auth: 'business',
        response: okAnswerSchema,
      }),
      requireBusiness(deps),
      async (c) => {
        const { specialistId } = c.var.business;
        const change = {
          specialistId,
          action: 'logo.remove',
          fields: () => ({ logo: 'removed' }),
          removed: true,
        } as const;
        const removed = await engine.commit(
          imageAudited<ImageRow | undefined>,
          actor(c),
          clockOf(deps)(),
          change,
          (on) => deleteLogo(on, specialistId),
        );
        if (!removed) throw notFound('Logo');
        await discardImageFiles(deps, [removed]);
        return c.json({ ok: true as const });
      },
    );
}
