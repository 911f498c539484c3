import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * What a person sees in the terminal: the real server (a child process running `src/server.ts`
 * under tsx) on a new database, with its log lines on, ends its start-up output with the boxed
 * sign-in block, after the line saying it listens; a second start on the same file prints no
 * block and no password.
 */

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 40_000;
/** How long the output must stay quiet after the last expected line to count as the end. */
const QUIET_MS = 750;

const dir = mkdtempSync(join(tmpdir(), 'flo-start-notice-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Starts the server and resolves with everything it printed (stdout and stderr, in order of
 * arrival) once a line matching `last` has appeared and nothing followed it for QUIET_MS.
 */
function startAndRead(last: RegExp): Promise<{ lines: string[]; child: ChildProcess }> {
  // The workspaces' packages resolve to their source, as `npm run dev` runs them (ADR 022).
  const args = ['--import', 'tsx', '--conditions=@flo/source', join('src', 'server.ts')];
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, 'data', 'flo.db'),
      SEED: 'demo',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      DEMO_BUSINESS_PASSWORD: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    let quiet: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`The server did not finish starting within ${START_TIMEOUT_MS} ms:\n${output}`),
      );
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      clearTimeout(quiet);
      if (!last.test(output)) return;
      quiet = setTimeout(() => {
        clearTimeout(timer);
        child.off('exit', exited);
        resolve({ lines: output.trimEnd().split('\n'), child });
      }, QUIET_MS);
    };
    const exited = (code: number | null) => {
      clearTimeout(timer);
      clearTimeout(quiet);
      reject(new Error(`The server exited with ${code} while starting:\n${output}`));
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', exited);
  });
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe('the start-up output', () => {
  it('ends with the sign-in block on the first start, after listening, and never shows it again', async () => {
    const first = await startAndRead(/└─+┘/);
    const { lines } = first;
    await stop(first.child);

    const listening = lines.findIndex((line) => /^Flo is listening on http:\/\//.test(line));
    const top = lines.findIndex((line) => line.startsWith('┌'));
    expect(listening).toBeGreaterThanOrEqual(0);
    expect(top).toBeGreaterThan(listening);
    // The log line start-up writes after listening comes before the block, not after it.
    const logged = lines.findIndex((line) => line.includes('SMTP_URL is not set'));
    expect(logged).toBeGreaterThan(listening);
    expect(logged).toBeLessThan(top);

    const block = lines.slice(top);
    expect(block.at(-1)).toMatch(/^└─+┘$/);
    expect(block.every((line) => line.length === block[0]?.length)).toBe(true);
    const text = block.join('\n');
    expect(text).toContain('Flo is running at http://localhost:');
    expect(text).toMatch(/│ Admin +http:\/\/localhost:\d+\/admin\/login/);
    expect(text).toMatch(/│ {3}e-mail +admin@flo\.local/);
    expect(text).toMatch(/│ Demo business +http:\/\/localhost:\d+\/login/);
    expect(text).toMatch(/│ {3}e-mail +demo@flo\.local/);
    expect(text.match(/│ {3}password +\S{20}/g)).toHaveLength(2);

    const again = await startAndRead(/^Demo business login: .*$/m);
    await stop(again.child);
    expect(again.lines.at(-1)).toMatch(
      /^Demo business login: demo@flo\.local {2}password unchanged/,
    );
    expect(again.lines.join('\n')).not.toMatch(/┌|shown (only this )?once/);
  }, 90_000);
});
