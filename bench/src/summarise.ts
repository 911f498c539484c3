import type { BenchConfig } from './config.ts';
import { type Figures, goals } from './goals.ts';
import { median } from './load/job.ts';
import type { Row } from './report.ts';
import { key, type RoundResult } from './rounds.ts';
import { scenarios } from './scenarios.ts';

function medianFigures(results: Figures[]): Figures {
  const of = (pick: (f: Figures) => number) => median(results.map(pick));
  return {
    p50: of((f) => f.p50),
    p95: of((f) => f.p95),
    p99: of((f) => f.p99),
    max: of((f) => f.max),
    rps: of((f) => f.rps),
    unexpected: results.reduce((sum, f) => sum + f.unexpected, 0),
    unfinished: results.reduce((sum, f) => sum + f.unfinished, 0),
  };
}

const unmeasured: Figures = {
  p50: NaN,
  p95: NaN,
  p99: NaN,
  max: NaN,
  rps: NaN,
  unexpected: 0,
  unfinished: 0,
};

/**
 * The table's rows from the rounds: each figure is its median over the rounds (failed and
 * unfinished requests are summed), and each goal is judged on those medians.
 */
export function summarise(
  rounds: RoundResult[],
  config: Pick<BenchConfig, 'connections' | 'stallConnections'>,
  synchronousFull: boolean,
): Row[] {
  const { connections } = config;
  const product = (id: string, c: number) =>
    medianFigures(rounds.map((r) => r.product[key(id, c)] ?? unmeasured));
  const bare = (c: number) =>
    medianFigures(rounds.map((r) => r.bareHono[key('bare-hono', c)] ?? unmeasured));
  const rawInsertRps = median(rounds.map((r) => r.rawInsertRps));
  const rows: Row[] = [];
  for (const scenario of scenarios) {
    for (const c of [1, connections]) {
      const figures = product(scenario.id, c);
      const row: Row = { name: scenario.name, connections: c, figures, goals: [] };
      if (c === 1 && (scenario.id === 'search' || scenario.id === 'city-listing')) {
        row.goals.push(goals.fastAtOne(figures));
      }
      if (scenario.id === 'city-listing') {
        const baseline = bare(c);
        row.baselineRps = baseline.rps;
        row.baselineName = 'bare Hono';
        if (c === connections) row.goals.push(...goals.cityListingUnderLoad(figures, baseline.rps));
        rows.push(row, {
          name: 'baseline: bare Hono, same JSON',
          connections: c,
          figures: baseline,
          goals: [],
        });
        continue;
      }
      if (scenario.id === 'enquiry') {
        row.baselineRps = rawInsertRps;
        row.baselineName = 'raw insert';
        if (c === connections)
          row.goals.push(...goals.enquiryThroughput(figures, rawInsertRps, synchronousFull));
      }
      rows.push(row);
    }
  }
  rows.push({
    name: 'baseline: raw insert, WAL + synchronous=FULL (rows/s)',
    connections: 1,
    figures: { ...unmeasured, rps: rawInsertRps },
    goals: [],
  });
  const broad = medianFigures(rounds.map((r) => r.broadSearch));
  rows.push({
    name: 'broad search mix',
    connections: config.stallConnections,
    figures: broad,
    goals: [],
  });
  const health = medianFigures(rounds.map((r) => r.health));
  rows.push({
    name: 'healthz beside the broad search',
    connections: 1,
    figures: health,
    goals: [goals.noStall(health)],
  });
  return rows;
}
