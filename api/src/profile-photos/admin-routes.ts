import { idParams, type ProfilePhotos, profilePhotosSchema } from '@flo/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import { imageAudited } from '../audit/image-change.ts';
import { adminActor } from '../audit/record.ts';
import { type AdminEnv, requireAdmin } from '../auth/middleware.ts';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation, okAnswerSchema } from '../openapi/describe.ts';
import { deleteImage } from './image-changes.ts';
import { type ImageRow, listingImages } from './repository.ts';
import { discardImageFiles } from './store-image.ts';

const imageParams = idParams.extend({
  photoId: z
    .string()
    .regex(/^\d{1,12}$/, 'A photo id is a whole number')
    .transform(Number),
});

/**
 * Operators' view of any listing's logo and photos (`GET /api/admin/specialists/{id}/photos`)
 * and their removal (`DELETE …/photos/{photoId}`, the logo's id included): the row and its files
 * go at once, so the picture leaves the profile and its addresses answer 404.
 *
 * @example
 * app.route('/', adminPhotoRoutes(deps));
 */
export function adminPhotoRoutes(deps: AppDeps) {
  const { engine } = deps;
  return new Hono<AdminEnv>()
    .get(
      '/api/admin/specialists/:id/photos',
      describeOperation({
        operationId: 'getSpecialistPhotos',
        summary: 'A listing’s logo and portfolio photos',
        tag: 'Admin',
        auth: 'admin',
        response: profilePhotosSchema,
      }),
      requireAdmin(deps),
      validate('param', idParams),
      async (c) => c.json<ProfilePhotos>(await engine.run(listingImages, c.req.valid('param').id)),
    )
    .delete(
      '/api/admin/specialists/:id/photos/:photoId',
      describeOperation({
        operationId: 'removeSpecialistPhoto',
        summary: 'Remove a listing’s photo or logo and its files',
        tag: 'Admin',
        auth: 'admin',
        response: okAnswerSchema,
      }),
      requireAdmin(deps),
      validate('param', imageParams),
      async (c) => {
        const { id, photoId } = c.req.valid('param');
        const removed = await engine.commit(
          imageAudited<ImageRow | undefined>,
          adminActor(c.var.admin),
          clockOf(deps)(),
          {
            specialistId: id,
            action: 'photo.remove',
            fields: (image) => ({ photoId, kind: image.kind }),
            removed: true,
          },
          (on) => deleteImage(on, id, photoId),
        );
        if (!removed) throw notFound('Photo');
        deps.logger?.info('Listing image removed by an operator', {
          specialistId: id,
          imageId: photoId,
          kind: removed.kind,
          adminId: c.var.admin.id,
        });
        await discardImageFiles(deps, [removed]);
        return c.json({ ok: true as const });
      },
    );
}
