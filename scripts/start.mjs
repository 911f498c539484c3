// `npm start`: build the server and browser bundles that are missing or stale, showing progress
// rather than the builds' own output, then serve the compiled server (api/dist/server.js) in one
// node process, whose start-up output ends with where to open Flo and how to sign in. No
// dependencies.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBuilds } from './build-progress.mjs';
import { BUILDS, isStale, missingOutputs } from './builds.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Quiet builds with a line of progress each; a failed one prints what it said and stops here.
const stale = BUILDS.filter((build) => isStale(build, root));
// A fresh clone has no output at all; the opening line then says the wait is about a minute.
const firstBuild = BUILDS.every(
  (build) => missingOutputs(build, root).length === build.outputs.length,
);
const failed = await runBuilds(stale, { root, firstBuild });
if (failed) process.exit(failed.status);

// Plain node on the compiled file, as `npm run serve` does. Its own process group keeps a
// terminal's Ctrl+C from reaching it twice (directly and passed on from here), since a second
// SIGINT would cut its graceful shutdown short.
const server = spawn(process.execPath, [join(root, 'api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
