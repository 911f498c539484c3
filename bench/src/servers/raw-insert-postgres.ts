/**
 * The durability baseline on PostgreSQL: how many enquiry rows per second one `pg` client
 * commits on the server the product runs on, one row per transaction (autocommit) with
 * `synchronous_commit = on`, so each commit waits for its WAL flush as the product's do under
 * PostgreSQL's defaults. The rows go into a table made `like enquiries including all` (columns,
 * defaults, identity, unique indexes; no foreign keys or triggers, as SQLite's baseline runs
 * with foreign keys off), dropped afterwards. Run as its own process by `baselines.ts`; prints
 * one JSON line `{ rows, seconds, rps }`.
 */
import pg from 'pg';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 0.5);
const TABLE = 'flo_bench_raw_enquiries';

const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query('set synchronous_commit = on');
await client.query(`drop table if exists ${TABLE}`);
await client.query(`create table ${TABLE} (like enquiries including all)`);

const insert = `insert into ${TABLE} (
  public_id, kind, status, flooring_type, location, customer_name, customer_email,
  customer_phone, budget_range, urgency, project_details, chatbot_source, page_context,
  selected_service_slug, selected_service_name, postcode, idempotency_key, request_hash
) values ($1, 'chat', 'new', 'Carpet Installation', 'Leeds', 'Bench Visitor',
  'bench@example.co.uk', '+447700900123', 'Not specified', 'Within 2-4 weeks',
  'Two bedrooms, about 30 m².', 'homepage_chatbot', $2, 'carpet', 'Carpet', 'LS6 2AB', $3, $4)`;
const pageContext = JSON.stringify({ path: '/', pageType: 'home' });
const hash = 'f'.repeat(64);

let n = 0;
const insertOne = async () => {
  n += 1;
  // Named, so the statement is parsed once and each row is one round trip and one commit.
  await client.query({
    name: 'raw-insert',
    text: insert,
    values: [`ENQ-BENCH-${n}`, pageContext, `bench-raw-${n}`, hash],
  });
};

try {
  const warmupEnd = performance.now() + warmupSeconds * 1000;
  while (performance.now() < warmupEnd) await insertOne();
  const start = performance.now();
  const end = start + seconds * 1000;
  let rows = 0;
  while (performance.now() < end) {
    await insertOne();
    rows += 1;
  }
  const elapsed = (performance.now() - start) / 1000;
  console.log(JSON.stringify({ rows, seconds: elapsed, rps: rows / elapsed }));
} finally {
  await client.query(`drop table if exists ${TABLE}`);
  await client.end();
}
