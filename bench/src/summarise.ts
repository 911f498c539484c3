import type { BenchConfig } from './config.ts';
import { type Figures, type Goal, goals } from './goals.ts';
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

/** What the enquiry rows say of the engine's durability: its baseline's row and its goal. */
export interface Durability {
  rawInsertName: string;
  goal: Goal;
}

/** SQLite's, as `openDatabase` sets it and the compiled server was checked for. */
export const sqliteDurability = (synchronousFull: boolean): Durability => ({
  rawInsertName: 'baseline: raw insert, WAL + synchronous=FULL (rows/s)',
  goal: goals.sqliteDurable(synchronousFull),
});

/**
 * The table's rows from the rounds: each figure is its median over the rounds (failed and
 * unfinished requests are summed), and each goal is judged on those medians.
 */
export function summarise(
  rounds: RoundResult[],
  config: Pick<
    BenchConfig,
    'connections' | 'stallConnections' | 'only' | 'freshConnections' | 'readers'
  >,
  durability: Durability,
): Row[] {
  const { connections } = config;
  const product = (id: string, c: number) =>
    medianFigures(rounds.map((r) => r.product[key(id, c)] ?? unmeasured));
  const bare = (c: number) =>
    medianFigures(rounds.map((r) => r.bareHono[key('bare-hono', c)] ?? unmeasured));
  const rawInsertRps = median(rounds.map((r) => r.rawInsertRps));
  const rows: Row[] = [];
  const only = new Set<string>(config.only);
  // Without the city listing, the bare Hono baseline is shown once, after the first page.
  const bareShown = new Set<number>();
  for (const scenario of scenarios.filter(({ id }) => only.has(id))) {
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
      if (scenario.id === 'city-page' || scenario.id === 'home') {
        row.baselineRps = bare(c).rps;
        row.baselineName = 'bare Hono';
        if (c === connections) row.goals.push(...goals.pageUnderLoad(figures, row.baselineRps));
        if (!only.has('city-listing') && !bareShown.has(c)) {
          bareShown.add(c);
          rows.push(row, {
            name: 'baseline: bare Hono, same JSON',
            connections: c,
            figures: bare(c),
            goals: [],
          });
          continue;
        }
      }
      if (scenario.id === 'enquiry') {
        row.baselineRps = rawInsertRps;
        row.baselineName = 'raw insert';
        if (c === connections)
          row.goals.push(...goals.enquiryThroughput(figures, rawInsertRps, durability.goal));
      }
      rows.push(row);
    }
  }
  if (only.has('enquiry')) {
    rows.push({
      name: durability.rawInsertName,
      connections: 1,
      figures: { ...unmeasured, rps: rawInsertRps },
      goals: [],
    });
  }
  if (only.has('beside-readers')) rows.push(...besideReadersRows(rounds, config));
  if (only.has('stall')) {
    const broad = medianFigures(rounds.map((r) => r.broadSearch ?? unmeasured));
    rows.push({
      name: 'broad search mix',
      connections: config.stallConnections,
      figures: broad,
      goals: [],
    });
    const health = medianFigures(rounds.map((r) => r.health ?? unmeasured));
    rows.push({
      name: 'healthz beside the broad search',
      connections: 1,
      figures: health,
      goals: [goals.noStall(health)],
    });
  }
  return rows;
}

/**
 * Enquiries on fresh connections beside the readers, compared with the same alone: the ratio
 * is the median of each round's own ratio, so a round's machine noise hits both sides alike.
 */
function besideReadersRows(
  rounds: RoundResult[],
  config: Pick<BenchConfig, 'freshConnections' | 'readers'>,
): Row[] {
  const measured = rounds.flatMap((r) => (r.besideReaders ? [r.besideReaders] : []));
  const alone = medianFigures(measured.map((r) => r.alone));
  const beside = medianFigures(measured.map((r) => r.beside));
  const ratio = median(measured.map((r) => r.beside.rps / r.alone.rps));
  // The row's baseline rate is chosen so its printed ratio is the median of the rounds' ratios.
  const aloneRps = beside.rps / ratio;
  return [
    {
      name: 'enquiry POST, a new connection each',
      connections: config.freshConnections,
      figures: alone,
      goals: [],
    },
    {
      name: `  the same beside ${config.readers} keep-alive readers`,
      connections: config.freshConnections,
      figures: beside,
      baselineRps: aloneRps,
      baselineName: 'alone',
      goals: goals.enquiriesBesideReaders(beside, aloneRps),
    },
    {
      name: '  the readers (pages, search, city listing)',
      connections: config.readers,
      figures: medianFigures(measured.map((r) => r.readers)),
      goals: [],
    },
  ];
}
