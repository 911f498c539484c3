import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Figures, Goal } from './goals.ts';

/** One line of the printed table: a scenario (or baseline) at one concurrency. */
export interface Row {
  name: string;
  connections: number;
  figures: Figures;
  /** The baseline's req/s this row is compared with, if any. */
  baselineRps?: number;
  baselineName?: string;
  goals: Goal[];
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(2));
const rate = (value: number) =>
  Number.isNaN(value) ? '–' : Math.round(value).toLocaleString('en-GB');

/**
 * The figures as a Markdown table (printed, and pasted into docs/performance.md as measured):
 * latencies in ms (max is the median of the rounds' maxima), rates per second, the ratio to
 * the row's baseline, each goal and whether the median figures meet it.
 */
export function markdownTable(rows: Row[]): string {
  const header = [
    '| scenario | conns | p50 ms | p95 ms | p99 ms | max ms | req/s | vs baseline | goal | met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  const lines = rows.map((row) => {
    const f = row.figures;
    const ratio =
      row.baselineRps === undefined
        ? ''
        : `${((f.rps / row.baselineRps) * 100).toFixed(0)} % of ${row.baselineName}`;
    const goal = row.goals.map((g) => g.text).join('; ');
    const met = row.goals.map((g) => (g.met ? 'yes' : '**no**')).join('; ');
    const notes = [
      f.unexpected > 0 ? `${f.unexpected} failed` : '',
      f.unfinished > 0 ? `${f.unfinished} unfinished, figures are lower bounds` : '',
    ].filter(Boolean);
    const errors = notes.length > 0 ? ` (${notes.join(', ')})` : '';
    return `| ${row.name}${errors} | ${row.connections} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${ms(f.max)} | ${rate(f.rps)} | ${ratio} | ${goal} | ${met} |`;
  });
  return [...header, ...lines].join('\n');
}

/** The rows' shared name: the raw insert baselines differ after their comma. */
function sharedName(a: string, b: string): string {
  if (a === b) return a;
  let end = 0;
  while (end < a.length && a[end] === b[end]) end++;
  return a.slice(0, end).replace(/[\s,(]+$/, '');
}

/**
 * SQLite's and PostgreSQL's rows of one run side by side (both from `summarise` with the same
 * parts, so row i is the same scenario on each): median p50, p99 and rate on each engine, and
 * PostgreSQL's rate as a share of SQLite's.
 */
export function sideBySideTable(sqlite: Row[], postgres: Row[]): string {
  const header = [
    '| scenario | conns | SQLite p50 ms | PostgreSQL p50 ms | SQLite p99 ms | PostgreSQL p99 ms | SQLite req/s | PostgreSQL req/s | PostgreSQL vs SQLite |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const lines = sqlite.map((left, index) => {
    const right = postgres[index];
    if (!right || right.connections !== left.connections) {
      throw new Error(`row ${index + 1} differs between the engines (${left.name})`);
    }
    const [a, b] = [left.figures, right.figures];
    const share = a.rps > 0 && b.rps >= 0 ? `${((b.rps / a.rps) * 100).toFixed(0)} %` : '–';
    return `| ${sharedName(left.name, right.name)} | ${left.connections} | ${ms(a.p50)} | ${ms(b.p50)} | ${ms(a.p99)} | ${ms(b.p99)} | ${rate(a.rps)} | ${rate(b.rps)} | ${share} |`;
  });
  return [...header, ...lines].join('\n');
}

/** Writes the run's figures as JSON, creating the folder. */
export function writeResults(file: string, results: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
