// `npm start`: build the server and browser bundles that are missing or stale, then serve the
// compiled server (api/dist/server.js) in one node process. No dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILDS, isStale } from './builds.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const build of BUILDS) {
  if (!isStale(build, root)) continue;
  console.log(`Building ${build.workspace} (output missing or older than its sources)`);
  const result = spawnSync(npm, ['run', 'build', '-w', build.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

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
