import { describe, expect, it } from 'vitest';
import { postgresDurability } from './bench-postgres.ts';
import { copyModeFor, describePostgres } from './target.ts';

const target = 'postgres://flo@127.0.0.1:5433/flo_bench';

describe('copyModeFor', () => {
  it('copies into a database never migrated or with no specialists', () => {
    expect(copyModeFor({ specialists: null, marked: false }, target)).toBe('fresh');
    expect(copyModeFor({ specialists: 0, marked: false }, target)).toBe('fresh');
  });

  it('replaces the data of a database an earlier bench run marked', () => {
    expect(copyModeFor({ specialists: 50_000, marked: true }, target)).toBe('replace');
  });

  it('refuses, readably, a database holding specialists it did not put there', () => {
    expect(() => copyModeFor({ specialists: 1234, marked: false }, target)).toThrow(
      'BENCH_DATABASE_URL names postgres://flo@127.0.0.1:5433/flo_bench, which holds 1,234 specialists the bench did not put there',
    );
  });
});

describe('describePostgres', () => {
  it('drops the password and keeps the rest', () => {
    expect(describePostgres('postgres://flo:secret@db.internal:5432/flo_bench')).toBe(
      'postgres://flo@db.internal:5432/flo_bench',
    );
  });
});

describe('postgresDurability', () => {
  it('meets its goal only when commits wait for the flush, and names fsync when off', () => {
    const durable = postgresDurability({ synchronousCommit: 'on', fsync: 'on' });
    expect(durable.goal).toEqual({ text: 'synchronous_commit=on, fsync=on', met: true });
    expect(durable.rawInsertName).toBe(
      'baseline: raw insert, one row per commit, synchronous_commit=on (rows/s)',
    );
    const fast = postgresDurability({ synchronousCommit: 'off', fsync: 'off' });
    expect(fast.goal.met).toBe(false);
    expect(fast.rawInsertName).toContain('synchronous_commit=on, fsync=off');
  });
});
