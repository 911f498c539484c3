/**
 * Times the directory's read routes in-process against a scale database (see cli.ts), without
 * HTTP: each URL is requested `--runs` times after a warm-up; prints the wall-clock p50, p95 and
 * max, and the p50 and p95 of the CPU time the process spent (steadier on a busy machine,
 * where wall-clock time includes waiting for a core). A check for people, never a test.
 *
 *     npm run seed:scale -- --out /tmp/flo-50k.db
 *     npx tsx api/src/seed/scale/measure.ts --db /tmp/flo-50k.db --runs 200
 *
 * @example
 * npx tsx api/src/seed/scale/measure.ts --db /tmp/flo-50k.db
 */
import { parseArgs } from 'node:util';
import { createApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';

const URLS = [
  '/api/search?q=carpet',
  '/api/search?q=carpet&page=50',
  '/api/search?q=oak&sort=rating',
  '/api/search?q=flooring&city=london',
  '/api/search',
  '/api/search?sort=reviews',
  '/api/search?city=london&page=3',
  '/api/search?city=leeds&service=hardwood&minRating=4',
  '/api/search?postcode=LS6%202AB',
  '/api/specialists/city/london',
  '/api/specialists/city/london?page=40&pageSize=24',
  '/api/specialists/city/inverness',
  '/api/specialists/london/carpet',
  '/api/services/carpet/cities?limit=12',
  '/api/featured',
  '/api/stats',
  '/api/reviews/recent?limit=6',
  '/api/cities/london',
  '/api/locations',
];

const { values } = parseArgs({
  options: { db: { type: 'string' }, runs: { type: 'string', default: '100' } },
});
if (!values.db) throw new Error('Usage: measure.ts --db <scale.db> [--runs 100]');
const runs = Number(values.runs);
const db = openDatabase(values.db);
const app = createApp({
  db,
  config: {
    publicUrl: 'http://localhost',
    mailFrom: 'Flo <hello@flo.local>',
    operatorEmail: 'x@y',
  },
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

console.log('   wall ms: p50     p95     max |  cpu ms: p50     p95');
for (const url of URLS) {
  const first = await app.request(url);
  if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    await (await app.request(url)).arrayBuffer();
    const used = process.cpuUsage(cpuStarted);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const ms = (n: number) => n.toFixed(2).padStart(7);
  console.log(
    `${ms(percentile(times, 0.5))} ${ms(percentile(times, 0.95))} ${ms(times.at(-1) ?? 0)} |` +
      `${ms(percentile(cpu, 0.5))} ${ms(percentile(cpu, 0.95))}  ${url}`,
  );
}
db.$client.close();
