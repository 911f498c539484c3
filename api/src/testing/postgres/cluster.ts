import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { postgresBinFolder } from './binaries.ts';

const run = promisify(execFile);

/** The cluster's superuser, trusted without a password on its loopback port and socket. */
export const CLUSTER_USER = 'flo';

/** Attempts at a free port: another process may take the one picked before the server binds. */
const PORT_ATTEMPTS = 3;

export interface RunningPostgres {
  /** `postgres://flo@127.0.0.1:<port>/postgres`: the cluster's maintenance database. */
  url: string;
  host: string;
  port: number;
  /** The temp folder holding the data directory, the socket and `postgres.log`. */
  dir: string;
  /** Stops the server (fast shutdown: open sessions are ended) and removes `dir`. */
  stop(): Promise<void>;
}

interface Account {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root, and CI runs as root: there the cluster belongs to
 * `nobody`, which every Debian system has, so a test run adds no user to the machine.
 */
function serverAccount(): Account | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const logTail = (log: string) =>
  existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '(no log)';

/**
 * Starts a throwaway PostgreSQL cluster: `initdb` into a new temp folder, then `pg_ctl start`
 * on a free loopback port with its socket in that folder, so nothing of the machine's own
 * PostgreSQL (a system cluster on 5432, /var/run/postgresql) is used or touched.
 *
 * @example
 * const postgres = await startPostgres();
 * const client = new pg.Client(postgres.url);
 * await postgres.stop();
 */
export async function startPostgres(): Promise<RunningPostgres> {
  const bin = postgresBinFolder();
  const account = serverAccount();
  const dir = mkdtempSync(join(tmpdir(), 'flo-pg-'));
  if (account) chownSync(dir, account.uid, account.gid);
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  const asServer = { cwd: dir, ...account };
  const pgCtl = (args: string[]) => run(join(bin, 'pg_ctl'), ['-D', data, ...args], asServer);
  try {
    // --no-sync: a cluster that lives for one test run need not survive a power cut.
    await run(
      join(bin, 'initdb'),
      ['-D', data, '-U', CLUSTER_USER, '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
      asServer,
    );
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      // fsync, synchronous commit and full-page writes off: test speed only, never for a
      // deploy; the data is thrown away with the folder (docs/decisions/048-postgresql-in-tests.md).
      const settings = [
        `-p ${port}`,
        `-k '${dir}'`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
      ].join(' ');
      try {
        await pgCtl(['-w', '-t', '60', '-l', log, '-o', settings, 'start']);
      } catch (error) {
        const portTaken = /could not bind|already in use/i.test(logTail(log));
        if (portTaken && attempt < PORT_ATTEMPTS) continue;
        throw new Error(`PostgreSQL did not start: ${String(error)}\n${logTail(log)}`);
      }
      let stopping: Promise<void> | undefined;
      const stop = () => {
        stopping ??= pgCtl(['-w', '-m', 'fast', 'stop']).then(() =>
          rmSync(dir, { recursive: true, force: true }),
        );
        return stopping;
      };
      const host = '127.0.0.1';
      return { url: `postgres://${CLUSTER_USER}@${host}:${port}/postgres`, host, port, dir, stop };
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
