// Runs the builds `npm start` needs one after another, quietly, with a line of progress for
// each: their own output is kept and shown only when one fails. Plain JavaScript for the same
// reason as builds.mjs; the types and TSDoc are in build-progress.d.mts beside it.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** `npm run build -w <workspace>`, the script each workspace builds its output with. */
export function npmBuildCommand(build) {
  return [npm, ['run', 'build', '-w', build.workspace]];
}

/** 0.4 s, 9.8 s, 21 s: tenths only while they matter. */
export function formatSeconds(ms) {
  const seconds = ms / 1000;
  return `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
}

function listOf(names) {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Runs one command with its stdout and stderr captured together, in the order they came. */
function runCaptured(program, args, cwd) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(program, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      resolve({ status: 1, output: Buffer.concat(chunks).toString() });
    });
    child.once('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      resolve({ status, output: Buffer.concat(chunks).toString() });
    });
  });
}

export async function runBuilds(builds, options) {
  const write = options.write ?? ((text) => process.stdout.write(text));
  const command = options.command ?? npmBuildCommand;
  const now = options.now ?? (() => performance.now());
  if (builds.length === 0) return null;

  const names = listOf(builds.map((build) => build.workspace));
  const its = builds.length === 1 ? 'its' : 'their';
  write(
    options.firstBuild
      ? `Building ${names} for the first start: this takes about a minute.\n`
      : `Building ${names}: ${its} output is missing or older than ${its} sources.\n`,
  );
  const started = now();
  for (const [index, build] of builds.entries()) {
    write(`[${index + 1}/${builds.length}] ${build.workspace} … `);
    const buildStarted = now();
    const [program, args] = command(build);
    const { status, output } = await runCaptured(program, args, options.root);
    const took = formatSeconds(now() - buildStarted);
    if (status !== 0) {
      write(`failed after ${took} (exit code ${status}). Its output:\n\n${output.trimEnd()}\n`);
      return { build, status, output };
    }
    write(`done in ${took}\n`);
  }
  if (builds.length > 1) write(`Built in ${formatSeconds(now() - started)}.\n`);
  return null;
}
