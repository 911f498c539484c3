/**
 * The durability baseline: how many enquiry rows per second better-sqlite3 commits, one row
 * per transaction, in WAL with synchronous=FULL (as `openDatabase` sets), into a table created
 * from the product database's own `enquiries` DDL. Run as its own process by `baselines.ts`;
 * prints one JSON line `{ rows, seconds, rps }`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const source = process.env.BENCH_SOURCE_DB;
if (!source) throw new Error('BENCH_SOURCE_DB is required');
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 0.5);

const readOnly = new Database(source, { readonly: true, fileMustExist: true });
const ddl = readOnly
  .prepare(
    "select sql from sqlite_master where tbl_name = 'enquiries' and sql is not null order by type desc",
  )
  .pluck()
  .all() as string[];
readOnly.close();

const dir = mkdtempSync(join(tmpdir(), 'flo-bench-raw-'));
const db = new Database(join(dir, 'raw.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
// The copied DDL names specialists(id), which this file lacks; the rows leave specialist_id
// null, so the product's foreign-key check would look nothing up either.
db.pragma('foreign_keys = OFF');
for (const statement of ddl) db.exec(statement);

const insert = db.prepare(`insert into enquiries (
  public_id, kind, status, flooring_type, location, customer_name, customer_email,
  customer_phone, budget_range, urgency, project_details, chatbot_source, page_context,
  selected_service_slug, selected_service_name, postcode, idempotency_key, request_hash
) values (?, 'chat', 'new', 'Carpet Installation', 'Leeds', 'Bench Visitor',
  'bench@example.co.uk', '+447700900123', 'Not specified', 'Within 2-4 weeks',
  'Two bedrooms, about 30 m².', 'homepage_chatbot', ?, 'carpet', 'Carpet', 'LS6 2AB', ?, ?)`);
const pageContext = JSON.stringify({ path: '/', pageType: 'home' });
const hash = 'f'.repeat(64);

let n = 0;
const insertOne = () => {
  n += 1;
  insert.run(`ENQ-BENCH-${n}`, pageContext, `bench-raw-${n}`, hash);
};

const warmupEnd = performance.now() + warmupSeconds * 1000;
while (performance.now() < warmupEnd) insertOne();
const start = performance.now();
const end = start + seconds * 1000;
let rows = 0;
while (performance.now() < end) {
  insertOne();
  rows += 1;
}
const elapsed = (performance.now() - start) / 1000;
db.close();
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ rows, seconds: elapsed, rps: rows / elapsed }));
