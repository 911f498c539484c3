import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AppDeps } from '../deps.ts';

/**
 * Where the app keeps image files: `deps.mediaDir` (the server passes MEDIA_DIR, or its default),
 * else a `media` folder beside the SQLite file, so a test app on a temp database gets a temp
 * folder removed with it.
 */
export function mediaDirOf(deps: Pick<AppDeps, 'db' | 'mediaDir'>): string {
  if (deps.mediaDir) return deps.mediaDir;
  const file = deps.db?.$client.name ?? '';
  return file === ':memory:' || file === ''
    ? join(tmpdir(), 'flo-media')
    : join(dirname(file), 'media');
}
