import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './client.ts';
import { commitDurably, MAX_WRITES_PER_COMMIT, watchCommits } from './group-commit.ts';

let dir: string;
let db: Db;
/** Another connection to the file: it sees only what has been committed. */
let observer: Db;

const insertNote = (text: string) =>
  db.$client.prepare('insert into notes (text) values (?)').run(text).lastInsertRowid;
const committedNotes = () =>
  observer.$client.prepare('select text from notes order by id').pluck().all();

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'flo-group-commit-'));
  db = openDatabase(join(dir, 'flo.db'));
  db.$client.exec('create table notes (id integer primary key, text text not null unique)');
  observer = openDatabase(join(dir, 'flo.db'));
});
afterEach(() => {
  observer.$client.close();
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('commitDurably', () => {
  it('commits writes queued together in one transaction, after the last of them', async () => {
    const seenByOthers: unknown[][] = [];
    const written = await Promise.all(
      ['a', 'b', 'c'].map((text) =>
        commitDurably(db, () => {
          const id = insertNote(text);
          seenByOthers.push(committedNotes());
          return id;
        }),
      ),
    );
    expect(written).toEqual([1, 2, 3]);
    expect(seenByOthers).toEqual([[], [], []]);
    expect(committedNotes()).toEqual(['a', 'b', 'c']);
  });

  it('rejects a write that throws alone, undoing only its own changes', async () => {
    const outcomes = await Promise.allSettled([
      commitDurably(db, () => insertNote('kept')),
      commitDurably(db, () => {
        insertNote('undone');
        insertNote('kept');
      }),
      commitDurably(db, () => insertNote('also kept')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(committedNotes()).toEqual(['kept', 'also kept']);
  });

  it(`commits at most ${MAX_WRITES_PER_COMMIT} writes at a time, the rest on the next turn`, async () => {
    const committedBefore: number[] = [];
    await Promise.all(
      Array.from({ length: MAX_WRITES_PER_COMMIT + 3 }, (_, i) =>
        commitDurably(db, () => {
          committedBefore.push(committedNotes().length);
          insertNote(`note ${i}`);
        }),
      ),
    );
    expect(committedBefore.slice(0, MAX_WRITES_PER_COMMIT).every((n) => n === 0)).toBe(true);
    expect(committedBefore.slice(MAX_WRITES_PER_COMMIT)).toEqual(
      Array(3).fill(MAX_WRITES_PER_COMMIT),
    );
    expect(committedNotes()).toHaveLength(MAX_WRITES_PER_COMMIT + 3);
  });

  it('tells its watcher the size of each batch it commits, and not of one whose commit failed', async () => {
    const batches: number[] = [];
    watchCommits(db, (writes) => batches.push(writes));
    await Promise.all(
      Array.from({ length: MAX_WRITES_PER_COMMIT + 2 }, (_, i) =>
        commitDurably(db, () => insertNote(`batch ${i}`)),
      ),
    );
    await commitDurably(db, () => insertNote('alone'));
    // A write that fails in its savepoint is still part of a committed batch.
    await commitDurably(db, () => insertNote('alone')).catch(() => {});
    // A deferred foreign key is checked only at COMMIT, so this batch's commit fails.
    db.$client.exec(
      'create table tags (note_id integer references notes(id) deferrable initially deferred)',
    );
    const orphan = () => db.$client.prepare('insert into tags (note_id) values (999)').run();
    await expect(commitDurably(db, orphan)).rejects.toThrow(/FOREIGN KEY/);
    expect(batches).toEqual([MAX_WRITES_PER_COMMIT, 2, 1, 1]);
  });

  it('starts a new batch for writes queued after a commit', async () => {
    await commitDurably(db, () => insertNote('first'));
    expect(committedNotes()).toEqual(['first']);
    await commitDurably(db, () => insertNote('second'));
    expect(committedNotes()).toEqual(['first', 'second']);
  });
});
