import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api/ folder. This file sits one level below it both as source (api/src/api-root.ts, run
 * by tsx and Vitest) and once bundled (api/dist/server.js, where every module shares the
 * bundle's URL), so files the server reads at run time (migrations, the source run's gazetteer
 * cache) are found from here rather than from their own module's depth, which the bundle
 * flattens.
 *
 * @example
 * const migrationsFolder = join(API_ROOT, 'drizzle');
 */
export const API_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
