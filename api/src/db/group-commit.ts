import type { Db } from './client.ts';

interface PendingWrite {
  write: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const queues = new WeakMap<Db, PendingWrite[]>();
const commitWatchers = new WeakMap<Db, (writes: number) => void>();

/**
 * Writes per commit at most. A batch holds the event loop while it runs (~0.4 ms an enquiry),
 * so with many connections waiting the rest go to the next commit rather than one batch
 * stalling every other request for longer than the 50 ms issue 11 allows.
 */
export const MAX_WRITES_PER_COMMIT = 64;

/** Runs every queued write in one transaction, each in its own savepoint, then settles them. */
function commitQueued(db: Db, queued: PendingWrite[]): void {
  const outcomes: Outcome[] = [];
  const client = db.$client;
  try {
    // IMMEDIATE takes the write lock at BEGIN: another process cannot commit between one
    // write's reads and its inserts, which would otherwise fail the whole batch.
    client
      .transaction(() => {
        for (const { write } of queued) {
          try {
            // Inside an open transaction better-sqlite3 makes this a savepoint: a write that
            // throws is rolled back alone and the others still commit.
            outcomes.push({ ok: true, value: client.transaction(write)() });
          } catch (error) {
            // SQLITE_FULL, SQLITE_IOERR and SQLITE_BUSY may roll the whole transaction back,
            // and what followed would run outside it: the batch fails with that error instead.
            if (!client.inTransaction) throw error;
            outcomes.push({ ok: false, error });
          }
        }
      })
      .immediate();
  } catch (error) {
    // The commit itself failed, or a write took the transaction down with it (disk full, I/O
    // error): nothing of the batch is stored.
    for (const { reject } of queued) reject(error);
    return;
  }
  commitWatchers.get(db)?.(queued.length);
  queued.forEach(({ resolve, reject }, i) => {
    const outcome = outcomes[i] as Outcome;
    if (outcome.ok) resolve(outcome.value);
    else reject(outcome.error);
  });
}

/**
 * Runs `write` in a transaction that commits durably (the connection's synchronous=FULL)
 * before the promise settles, sharing that commit with every other write queued in the same
 * turn of the event loop: under load, many enquiries pay for one fsync instead of one each
 * (group commit, ADR 016). Writes run one after another, in order, each in a savepoint of
 * its own, so one that throws rejects alone and undoes only its own changes. The promise
 * resolves with what `write` returned only once it is on disk, so an answer sent after it
 * is never for data a crash could lose.
 *
 * @example
 * const id = await commitDurably(deps.db, () => insertEnquiry(deps.db, row));
 */
export function commitDurably<T>(db: Db, write: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let queued = queues.get(db);
    if (!queued) {
      queued = [];
      queues.set(db, queued);
    }
    if (queued.length === 0) scheduleCommit(db);
    queued.push({ write, resolve: resolve as (value: unknown) => void, reject });
  });
}

/**
 * Calls `committed` with the number of writes in each batch `commitDurably` commits on `db`
 * (a batch whose commit failed is not counted), replacing any watcher set before.
 *
 * @example
 * watchCommits(db, (writes) => batchSizes.push(writes));
 */
export function watchCommits(db: Db, committed: (writes: number) => void): void {
  commitWatchers.set(db, committed);
}

/**
 * Commits the queued writes, at most `MAX_WRITES_PER_COMMIT`, on the next `setImmediate`: it
 * runs after the I/O callbacks of this turn, so requests that arrived together are all queued
 * by then. What is left over is committed on the turn after.
 */
function scheduleCommit(db: Db): void {
  setImmediate(() => {
    const queued = queues.get(db) ?? [];
    const batch = queued.splice(0, MAX_WRITES_PER_COMMIT);
    if (queued.length > 0) scheduleCommit(db);
    commitQueued(db, batch);
  });
}
