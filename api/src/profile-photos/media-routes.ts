import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { errorBody } from '../http/errors.ts';
import { mediaDirOf } from './media-dir.ts';
import { MEDIA_FILE_PATTERN, MEDIA_PATH } from './media-store.ts';

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/**
 * `GET /media/{key}-{width}.{avif|webp}`: the listings' encoded images. A name is served only
 * when it matches the pattern every stored file has (so no path leads out of the folder), and a
 * file never changes under its name (a new upload gets a new key), so it is cached for a year.
 * A removed image's files are deleted, so its addresses answer 404.
 *
 * @example
 * app.route('/', mediaRoutes(deps));
 */
export function mediaRoutes(deps: AppDeps) {
  const notFound = () => errorBody('not_found', 'Image not found');
  return new Hono().get(`${MEDIA_PATH}/:name`, async (c) => {
    const name = c.req.param('name');
    if (!MEDIA_FILE_PATTERN.test(name)) return c.json(notFound(), 404);
    const bytes = await readFile(join(mediaDirOf(deps), name)).catch(() => null);
    if (!bytes) return c.json(notFound(), 404);
    const format = name.endsWith('.avif') ? 'avif' : 'webp';
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': CONTENT_TYPES[format],
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
}
