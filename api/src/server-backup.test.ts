import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enquiryCreatedSchema, IDEMPOTENCY_HEADER } from '@flo/contract';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build/server-build.ts';
import { API_ROOT } from './api-root.ts';
import { snapshotName } from './backup/snapshots.ts';
import { openDatabase } from './db/client.ts';
import { REPO_ROOT } from './env.ts';
import { insertDirectoryFixture } from './testing/directory.ts';
import { chatPayload } from './testing/enquiries.ts';

/**
 * Backups against the compiled server, as an operator takes them: `npm run backup` while
 * enquiries arrive, the server's own scheduled snapshots, and `npm run restore` into the
 * stopped data directory, which a server then serves.
 */

const START_TIMEOUT_MS = 60_000;
/** Each step starts processes (servers, npm) on a machine that may be busy. */
const STEP_TIMEOUT_MS = 90_000;
const WRITERS = 4;
/** Enquiries acknowledged before the backup starts, so the copy has some to prove. */
const BEFORE_BACKUP = 20;

const scratch = mkdtempSync(join(tmpdir(), 'flo-backups-'));
const dataDir = join(scratch, 'data');
const databasePath = join(dataDir, 'flo.db');
const snapshotDir = join(scratch, 'snapshots');
const backupFile = join(scratch, 'flo-backup.db');
// A sibling of api/dist, as the build's run-time paths require (src/api-root.ts).
const buildDir = mkdtempSync(join(API_ROOT, '.server-backup-test-'));
const children: ChildProcess[] = [];

beforeAll(async () => {
  mkdirSync(dataDir);
  // A small directory (Manchester's specialists) rather than the demo seed: quicker to start.
  const db = openDatabase(databasePath);
  insertDirectoryFixture(db);
  db.$client.close();
  await buildServer(join(buildDir, 'server.js'));
}, 60_000);
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
});

interface Server {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** Starts the compiled server on the data directory and resolves once it listens. */
function startServer(env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, [join(buildDir, 'server.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      DATABASE_PATH: databasePath,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '1000',
      ...env,
    },
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    child.stdout?.on('data', () => {
      const url = /Flo is listening on (\S+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({ url, child, output: () => output });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
}

async function stop(server: Server): Promise<void> {
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  expect(await exited).toBe(0);
}

/** Runs `npm run <script> -- …args` from the repository root, as an operator would. */
function npmRun(script: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Sends enquiries from a few clients at once until stopped: `acknowledged` lists the ids the
 * server answered 201, in order, and `sentAfterMark` those of requests sent after `mark()`.
 */
function sendEnquiriesUntilStopped(url: string) {
  const acknowledged: string[] = [];
  const sentAfterMark: string[] = [];
  const refused: string[] = [];
  let next = 0;
  let running = true;
  let marked = false;
  const writer = async () => {
    while (running) {
      const i = next++;
      const afterMark = marked;
      const res = await fetch(`${url}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: `backup-${i}` },
        body: JSON.stringify(chatPayload({ customerName: `Backup Test ${i}` })),
      });
      if (res.status !== 201) {
        refused.push(`${res.status} ${await res.text()}`);
        continue;
      }
      const { id } = enquiryCreatedSchema.parse(await res.json());
      acknowledged.push(id);
      if (afterMark) sentAfterMark.push(id);
    }
  };
  const writers = Promise.all(Array.from({ length: WRITERS }, writer));
  return {
    acknowledged,
    sentAfterMark,
    refused,
    mark() {
      marked = true;
    },
    async stop() {
      running = false;
      await writers;
    },
  };
}

function readDatabase<T>(path: string, read: (db: Database.Database) => T): T {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

const integrityOf = (path: string) =>
  readDatabase(path, (db) => db.pragma('integrity_check', { simple: true }));
const enquiryIdsIn = (path: string) =>
  new Set(readDatabase(path, (db) => db.prepare('select public_id from enquiries').pluck().all()));

async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('backups of the running compiled server', () => {
  let server: Server;
  /** Acknowledged before `npm run backup` started, so they must be in its copy. */
  let beforeBackup: string[] = [];
  /** Acknowledged after the backup had finished: in the database, not in the copy. */
  let afterBackup: string[] = [];
  /** Every snapshot name seen in BACKUP_DIR. */
  const seen = new Set<string>();
  const newestSeen = () => [...seen].sort().at(-1) ?? '';

  it(
    'npm run backup, taken while enquiries arrive, holds every one acknowledged before it began',
    async () => {
      server = await startServer({
        BACKUP_DIR: snapshotDir,
        BACKUP_INTERVAL: '1s',
        BACKUP_KEEP: '2',
      });
      const schedule = `Backups: a verified snapshot every 1s in ${snapshotDir}, the newest 2 kept`;
      await waitFor(() => server.output().includes(schedule), 'the line naming the schedule');
      const load = sendEnquiriesUntilStopped(server.url);
      await waitFor(() => load.acknowledged.length >= BEFORE_BACKUP, 'the first enquiries');
      beforeBackup = [...load.acknowledged];
      const backup = await npmRun('backup', ['--out', backupFile], { DATABASE_PATH: databasePath });
      const acknowledgedByThen = load.acknowledged.length;
      load.mark();
      await waitFor(() => load.sentAfterMark.length >= WRITERS, 'enquiries after the backup');
      await load.stop();
      afterBackup = load.sentAfterMark;

      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(
        /^Backed up .*flo\.db to .*flo-backup\.db \(.* MB, integrity_check ok/,
      );
      expect(load.refused).toEqual([]);
      expect(
        acknowledgedByThen,
        'enquiries were acknowledged while the backup ran',
      ).toBeGreaterThan(beforeBackup.length);
      expect(integrityOf(backupFile)).toBe('ok');
      const copied = enquiryIdsIn(backupFile);
      expect(beforeBackup.filter((id) => !copied.has(id))).toEqual([]);
      expect(afterBackup.filter((id) => copied.has(id))).toEqual([]);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'takes a verified snapshot every BACKUP_INTERVAL',
    async () => {
      // Snapshots are named by the time they began: this one began after every enquiry above.
      const laterThan = snapshotName(new Date());
      await waitFor(() => {
        for (const name of readdirSync(snapshotDir)) if (name.endsWith('.db')) seen.add(name);
        return seen.size >= 4 && newestSeen() > laterThan;
      }, 'four snapshots, one begun after the enquiries');
      const newest = newestSeen();
      const copy = join(scratch, 'newest-snapshot.db');
      copyFileSync(join(snapshotDir, newest), copy);
      expect(integrityOf(copy)).toBe('ok');
      const inSnapshot = enquiryIdsIn(copy);
      expect([...beforeBackup, ...afterBackup].filter((id) => !inSnapshot.has(id))).toEqual([]);
      expect(server.output()).not.toMatch(/backup snapshot failed/);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'a second server and npm run restore refuse while the server runs; restored into the stopped data directory, the backup serves',
    async () => {
      const second = spawn(process.execPath, [join(buildDir, 'server.js')], {
        env: { PATH: process.env.PATH, PORT: '0', DATABASE_PATH: databasePath, SEED: 'none' },
      });
      children.push(second);
      let secondOutput = '';
      second.stderr?.on('data', (chunk: Buffer) => {
        secondOutput += chunk.toString();
      });
      expect(await new Promise((resolve) => second.once('exit', resolve))).toBe(1);
      expect(secondOutput).toMatch(
        /Another Flo server, or a restore, is using .*flo\.db: it holds .*flo\.db\.server-lock\. Stop it/,
      );

      const refused = await npmRun('restore', [backupFile], { DATABASE_PATH: databasePath });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/A Flo server is running on .*flo\.db .* Stop it first/);
      expect(readdirSync(dataDir).filter((name) => name.includes('before-restore'))).toEqual([]);
      await stop(server);
      // The server waited for a snapshot under way; BACKUP_KEEP of them are left, the newest.
      const left = readdirSync(snapshotDir);
      expect(left).toHaveLength(2);
      expect(left.filter((name) => !/^flo-[\dTZ-]+\.db$/.test(name))).toEqual([]);
      expect(
        [...seen]
          .sort()
          .slice(0, -2)
          .filter((name) => left.includes(name)),
      ).toEqual([]);

      const restore = await npmRun('restore', [backupFile], { DATABASE_PATH: databasePath });
      expect(restore.code, restore.stderr).toBe(0);
      const keptAs = /kept as (\S+)\.$/m.exec(restore.stdout)?.[1] ?? '';
      expect(existsSync(keptAs)).toBe(true);
      const restored = enquiryIdsIn(databasePath);
      expect(beforeBackup.filter((id) => !restored.has(id))).toEqual([]);
      expect(afterBackup.filter((id) => restored.has(id))).toEqual([]);
      const kept = enquiryIdsIn(keptAs);
      expect(afterBackup.filter((id) => !kept.has(id))).toEqual([]);

      const again = await startServer();
      expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
      const listing = await fetch(`${again.url}/api/specialists/city/manchester`);
      expect(listing.status).toBe(200);
      expect(((await listing.json()) as unknown[]).length).toBeGreaterThan(0);
      await stop(again);
    },
    STEP_TIMEOUT_MS,
  );
});
