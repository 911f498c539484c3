import { describe, expect, it } from 'vitest';
import type { Figures } from './goals.ts';
import { markdownTable, type Row, sideBySideTable } from './report.ts';

const figures = (p50: number, p99: number, rps: number): Figures => ({
  p50,
  p95: p99,
  p99,
  max: p99,
  rps,
  unexpected: 0,
  unfinished: 0,
});

const row = (name: string, connections: number, f: Figures): Row => ({
  name,
  connections,
  figures: f,
  goals: [],
});

describe('sideBySideTable', () => {
  const sqlite = [
    row('city listing (london)', 50, figures(2.5, 7.5, 16_000)),
    row('baseline: raw insert, WAL + synchronous=FULL (rows/s)', 1, figures(NaN, NaN, 7_800)),
  ];
  const postgres = [
    row('city listing (london)', 50, figures(3, 12, 8_000)),
    row('baseline: raw insert, one row per commit (rows/s)', 1, figures(NaN, NaN, 1_950)),
  ];

  it('shows each scenario on both engines, with PostgreSQL’s rate as a share of SQLite’s', () => {
    expect(sideBySideTable(sqlite, postgres).split('\n')).toEqual([
      '| scenario | conns | SQLite p50 ms | PostgreSQL p50 ms | SQLite p99 ms | PostgreSQL p99 ms | SQLite req/s | PostgreSQL req/s | PostgreSQL vs SQLite |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| city listing (london) | 50 | 2.50 | 3.00 | 7.50 | 12.00 | 16,000 | 8,000 | 50 % |',
      '| baseline: raw insert | 1 | – | – | – | – | 7,800 | 1,950 | 25 % |',
    ]);
  });

  it('refuses rows that are not the same scenarios', () => {
    expect(() => sideBySideTable(sqlite, postgres.slice(0, 1))).toThrow(/row 2 differs/);
  });

  it('leaves the one-engine table as it was', () => {
    expect(markdownTable(sqlite).split('\n')[0]).toBe(
      '| scenario | conns | p50 ms | p95 ms | p99 ms | max ms | req/s | vs baseline | goal | met |',
    );
  });
});
