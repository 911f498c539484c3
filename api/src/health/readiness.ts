import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { AppDeps } from '../deps.ts';
import { READY_MIN_FREE_BYTES } from '../env.ts';
import { HttpError, sqliteCode } from '../http/errors.ts';
import { mediaDirOf } from '../profile-photos/media-dir.ts';
import { readHealthRow, writeHealthRow } from './repository.ts';

/** One check's result is reused this long, so probing /readyz cannot load the writer. */
export const READINESS_CACHE_MS = 1000;
/** How long the writer thread has to commit the health row before it counts as stuck. */
export const WRITER_CHECK_TIMEOUT_MS = 1000;

export interface Check {
  ok: boolean;
  /** Why it failed, or what was measured. */
  detail?: string;
}

export type CheckName = 'serving' | 'databaseRead' | 'databaseWrite' | 'writerThread' | 'diskSpace';

export interface Readiness {
  ready: boolean;
  /** Every check, or only `serving` while the server shuts down. */
  checks: Partial<Record<CheckName, Check>>;
}

const passed: Check = { ok: true };
const failed = (detail: string): Check => ({ ok: false, detail });

/** What a failure may say on a public endpoint: SQLite's code, never paths or SQL. */
const reason = (error: unknown) => sqliteCode(error) ?? 'failed; see the server log';

class CheckTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function checkRead(deps: AppDeps): Promise<Check> {
  try {
    await deps.engine.run(readHealthRow);
    return passed;
  } catch (error) {
    deps.logger?.error(error);
    return failed(reason(error));
  }
}

/** The health row written by the writer thread, or here when enquiries are written here. */
async function checkWrite(deps: AppDeps): Promise<Record<'databaseWrite' | 'writerThread', Check>> {
  const writer = deps.enquiryWriter;
  try {
    if (writer) await withTimeout(writer.checkWrite(), WRITER_CHECK_TIMEOUT_MS);
    else await deps.engine.run(writeHealthRow, Date.now());
    return { databaseWrite: passed, writerThread: passed };
  } catch (error) {
    // Stuck, or gone (the writer answers 503 for a thread that stopped): the write is untried.
    if (error instanceof CheckTimeout || error instanceof HttpError) {
      const why =
        error instanceof CheckTimeout
          ? `no answer within ${WRITER_CHECK_TIMEOUT_MS} ms`
          : 'the thread stopped; the next write starts another';
      return {
        databaseWrite: failed('not tried: the writer thread is not answering'),
        writerThread: failed(why),
      };
    }
    deps.logger?.error(error);
    // The thread answered, so it is alive; the database refused the write.
    return { databaseWrite: failed(reason(error)), writerThread: passed };
  }
}

/** The folder, or its nearest existing parent: the media folder is made with the first upload. */
function existingFolder(path: string): string {
  let folder = path;
  while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
  return folder;
}

/** The folder whose disk fills: the SQLite file's, or on PostgreSQL this node's media folder. */
function dataFolderOf(deps: AppDeps): string | undefined {
  if (!deps.db) return existingFolder(mediaDirOf(deps));
  const file = deps.db.$client.name;
  return file === ':memory:' || file === '' ? undefined : dirname(file);
}

async function checkDiskSpace(deps: AppDeps): Promise<Check> {
  const minimum = deps.readyMinFreeBytes ?? READY_MIN_FREE_BYTES;
  const folder = dataFolderOf(deps);
  if (minimum === 0 || !folder) return passed;
  try {
    const disk = await statfs(folder);
    const free = disk.bavail * disk.bsize;
    const detail = `${free} bytes free, at least ${minimum} wanted`;
    return free >= minimum ? { ok: true, detail } : failed(detail);
  } catch (error) {
    deps.logger?.error(error);
    return failed('the data folder cannot be measured; see the server log');
  }
}

async function checkEverything(deps: AppDeps): Promise<Readiness> {
  const [writes, diskSpace, databaseRead] = await Promise.all([
    checkWrite(deps),
    checkDiskSpace(deps),
    checkRead(deps),
  ]);
  const checks = { serving: passed, databaseRead, ...writes, diskSpace };
  return { ready: Object.values(checks).every((check) => check.ok), checks };
}

const drainingAnswer: Readiness = {
  ready: false,
  checks: { serving: failed('shutting down: finishing the requests under way') },
};

/**
 * Whether this server should be sent traffic (ADR 035): it is not shutting down, it can read
 * the database and commit a write to it through the enquiry writer thread (which must answer
 * within `WRITER_CHECK_TIMEOUT_MS`), and the data folder has at least `readyMinFreeBytes` free.
 * A result is reused for `READINESS_CACHE_MS`, and callers within that time share it.
 *
 * @example
 * const readiness = createReadiness(deps);
 * const { ready, checks } = await readiness.check();
 */
export function createReadiness(deps: AppDeps) {
  let last: { at: number; result: Promise<Readiness> } | undefined;
  return {
    check(): Promise<Readiness> {
      if (deps.draining?.()) return Promise.resolve(drainingAnswer);
      const now = performance.now();
      if (!last || now - last.at >= READINESS_CACHE_MS) {
        last = { at: now, result: checkEverything(deps) };
      }
      return last.result;
    },
  };
}
