import { MAX_IMAGE_UPLOAD_BYTES } from '@flo/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { bodySizeLimit } from '../http/body-size-limit/index.ts';
import { HttpError } from '../http/errors.ts';

/** The routes that take an image's bytes as the request body. */
const UPLOADS = [
  { method: 'POST', path: '/api/business/photos' },
  { method: 'PUT', path: '/api/business/logo' },
] as const;

/**
 * True for an image upload, which the app's 64 KiB body limit and JSON-only rule leave to
 * `imageUploadBody`.
 *
 * @example
 * app.use('/api/*', except(isImageUpload, bodySizeLimit(MAX_BODY_BYTES)));
 */
export function isImageUpload(c: Context): boolean {
  return UPLOADS.some((upload) => upload.method === c.req.method && upload.path === c.req.path);
}

/**
 * Body types an upload may be sent with: an image type or raw bytes. What the bytes are is
 * decided by their content, never by this header; a form on another site can only send form
 * or text bodies, so it cannot reach the upload (as with the JSON-only rule).
 */
const UPLOAD_BODY_TYPE = /^(image\/[\w.+-]+|application\/octet-stream)\s*(;|$)/i;

const limitUploadSize = bodySizeLimit(MAX_IMAGE_UPLOAD_BYTES);

/**
 * An upload's body: an image or octet-stream type (else 415), at most MAX_IMAGE_UPLOAD_BYTES
 * (else 413, judged from Content-Length before any of it is read).
 */
export function imageUploadBody(): MiddlewareHandler {
  return (c, next) => {
    if (!UPLOAD_BODY_TYPE.test(c.req.header('content-type') ?? '')) {
      throw new HttpError(
        415,
        'unsupported_media_type',
        'Send the image file itself as the body (Content-Type image/… or application/octet-stream)',
      );
    }
    return limitUploadSize(c, next);
  };
}

/** The uploaded bytes; 400 for an empty body. */
export async function uploadedBytes(c: Context): Promise<Uint8Array> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length === 0) throw new HttpError(400, 'empty_upload', 'Choose an image to upload');
  return bytes;
}
