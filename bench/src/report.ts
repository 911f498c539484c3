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

/** Writes the run's figures as JSON, creating the folder. */
export function writeResults(file: string, results: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
