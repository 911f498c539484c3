import { describe, expect, it } from 'vitest';
import { postgresUrlFrom } from './config.ts';

describe('BENCH_DATABASE_URL', () => {
  it('leaves PostgreSQL out when unset or blank', () => {
    expect(postgresUrlFrom(undefined)).toBeNull();
    expect(postgresUrlFrom('  ')).toBeNull();
  });

  it('takes a postgres:// or postgresql:// URL, trimmed', () => {
    expect(postgresUrlFrom(' postgres://flo@127.0.0.1:5433/flo_bench ')).toBe(
      'postgres://flo@127.0.0.1:5433/flo_bench',
    );
    expect(postgresUrlFrom('postgresql://flo:pw@db/flo_bench')).toBe(
      'postgresql://flo:pw@db/flo_bench',
    );
  });

  it('refuses anything else without echoing it, since it may hold a password', () => {
    for (const bad of ['mysql://flo:secret@db/flo', 'flo_bench', 'postgres://']) {
      expect(() => postgresUrlFrom(bad)).toThrow(/BENCH_DATABASE_URL must be a postgres:\/\//);
      try {
        postgresUrlFrom(bad);
      } catch (error) {
        expect((error as Error).message).not.toContain('secret');
      }
    }
  });
});
