import { writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { buildGbGazetteer, GAZETTEER_FILE_NAME } from '../src/geo/gazetteer-build.ts';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Packages stay imports resolved from node_modules (better-sqlite3 is native, swagger-ui-dist
 * is read from disk), except the workspaces' own (`@flo/contract`): those are bundled from
 * source through their `@flo/source` export condition, so the server never needs their dist/
 * (ADR 022).
 */
const packagesExceptWorkspaces: Plugin = {
  name: 'packages-except-workspaces',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path, kind }) =>
      kind === 'entry-point' || path.startsWith('@flo/') ? undefined : { path, external: true },
    );
  },
};

/** Where `npm run build` writes the server that `npm run serve` runs. */
export const SERVER_BUILD_FILE = fileURLToPath(new URL('../dist/server.js', import.meta.url));

/**
 * Bundles the server (api/src/server.ts and everything it imports) into one ES module for
 * Node 20, so production starts plain `node` with no TypeScript compiler in the process, and
 * its enquiry writer thread into `enquiry-writer.js` beside it (ADR 020), its scheduled
 * snapshots' thread into `backup-snapshot.js` (ADR 034), its read threads into
 * `read-thread.js` (ADR 045), and writes the GB
 * gazetteer extract both read, `gb-gazetteer.json`, beside them too, so the server never builds
 * or writes it at run time (ADR 021).
 * Packages other than the workspaces' stay imports. The file must sit directly in a folder of
 * api/ (api/dist by default), because run-time files are found from there (src/api-root.ts).
 *
 * @example
 * await buildServer(SERVER_BUILD_FILE);
 */
export async function buildServer(outfile: string): Promise<void> {
  await build({
    absWorkingDir: apiRoot,
    entryPoints: {
      [basename(outfile, '.js')]: 'src/server.ts',
      'enquiry-writer': 'src/enquiries/writer-thread/thread.ts',
      'backup-snapshot': 'src/backup/snapshot-thread.ts',
      'read-thread': 'src/read-threads/thread.ts',
    },
    outdir: dirname(outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    conditions: ['@flo/source'],
    plugins: [packagesExceptWorkspaces],
    logLevel: 'warning',
  });
  writeFileSync(join(dirname(outfile), GAZETTEER_FILE_NAME), JSON.stringify(buildGbGazetteer()));
}
