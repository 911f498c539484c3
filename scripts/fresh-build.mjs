// One build per source state, shared by every test file and the browser tests' set-up that read
// it, whichever process asks first; the others wait for it. Plain JavaScript for the same reason
// as builds.mjs; the types and TSDoc are in fresh-build.d.mts beside it.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { npmBuildCommand } from './build-progress.mjs';
import { inputsDigest, isStale, missingOutputs, recordBuilt } from './builds.mjs';

const LOCK_POLL_MS = 250;
/** A lock with no pid this long after it was taken was left by a holder killed at once. */
const PIDLESS_LOCK_MS = 10_000;

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * One lock for every build in the repository: the chat machine's build rewrites the contract's
 * output, and the browser tests serve the widget's and the site's while they run.
 */
async function withBuildLock(repoRoot, work) {
  const lock = join(repoRoot, 'node_modules/.cache/flo-builds/build.lock');
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A holder killed mid-build leaves its lock behind; one still writing its pid has none yet.
      const holder = Number(readFileSync(join(lock, 'pid'), { encoding: 'utf8', flag: 'a+' }));
      const abandoned =
        holder > 0
          ? !isRunning(holder)
          : Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > PIDLESS_LOCK_MS;
      if (abandoned) rmSync(lock, { recursive: true, force: true });
      else await sleep(LOCK_POLL_MS);
    }
  }
  try {
    writeFileSync(join(lock, 'pid'), String(process.pid));
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The build's environment as a shell gives it: no NODE_ENV=test or other test runner variables,
 * which would change what Vite bundles.
 */
function buildEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !/^VITEST/.test(name)),
  );
}

function runBuild(build, repoRoot) {
  const [program, args] = npmBuildCommand(build);
  return new Promise((resolve, reject) => {
    const chunks = [];
    const child = spawn(program, args, { cwd: repoRoot, env: buildEnv(), stdio: 'pipe' });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      const output = Buffer.concat(chunks).toString();
      if (code === 0) resolve();
      else reject(new Error(`npm run build -w ${build.workspace} failed (${code}):\n${output}`));
    });
  });
}

export async function freshBuild(build, repoRoot) {
  return withBuildLock(repoRoot, async () => {
    if (!isStale(build, repoRoot)) return false;
    // Taken before the build, so an edit made while it runs makes the next check stale.
    const digest = inputsDigest(build, repoRoot);
    await runBuild(build, repoRoot);
    const missing = missingOutputs(build, repoRoot);
    if (missing.length > 0) {
      throw new Error(`npm run build -w ${build.workspace} wrote no ${missing.join(', ')}`);
    }
    recordBuilt(build, repoRoot, digest);
    return true;
  });
}
