import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabase } from '../../testing/postgres/index.ts';

/*
 * The PostgreSQL triggers of api/drizzle-pg keep what SQLite's keep, with the same expected
 * values as api/src/db/review-totals.test.ts and its neighbours on SQLite.
 */

let client: pg.Client;
const rows = async (text: string, params: unknown[] = []) =>
  (await client.query(text, params)).rows;
const run = async (text: string, params: unknown[] = []) => {
  await client.query(text, params);
};

beforeAll(async () => {
  client = new pg.Client({ connectionString: await testDatabase({ migrated: true }) });
  await client.connect();
  await run(`insert into cities (id, slug, name, region, postcode_areas, population)
      values (1, 'leeds', 'Leeds', 'Yorkshire', '["LS"]', 1);
    insert into services (slug, name, keywords, description)
      values ('carpet', 'Carpet fitting', '["carpet"]', 'Carpets');
    insert into specialists (id, slug, name, city_id, description, email, phone, postcode, created_at)
      values (1, 'a', 'Crème Floors', 1, 'Oak parquet', 'a@example.com', '07700 900001', 'LS1 1AA', to_timestamp(0.5)),
             (2, 'b', 'B', 1, 'd', 'b@example.com', '07700 900002', 'LS1 1AA', to_timestamp(0.5));`);
});
beforeEach(() => run('delete from reviews'));
afterAll(() => client.end());

const kept = async (id: number) =>
  (
    await rows(
      'select review_count as count, rating_sum as sum, rating_tenths as tenths from specialists where id = $1',
      [id],
    )
  )[0];

async function addReview(specialistId: number, rating: number, status: string, atMs = 1_000) {
  const [row] = await rows(
    `insert into reviews (specialist_id, customer_name, rating, text, status, created_at)
     values ($1, 'Helen M.', $2, 'Good job', $3, to_timestamp($4 / 1000.0)) returning id`,
    [specialistId, rating, status, atMs],
  );
  return row?.id as number;
}

describe('published-review totals kept on specialists', () => {
  it('follow a review through insert, publish, rating change, reject and delete', async () => {
    const pending = await addReview(1, 4, 'pending');
    expect(await kept(1)).toEqual({ count: 0, sum: 0, tenths: 0 });
    await addReview(1, 5, 'published');
    expect(await kept(1)).toEqual({ count: 1, sum: 5, tenths: 50 });
    await run(`update reviews set status = 'published' where id = $1`, [pending]);
    expect(await kept(1)).toEqual({ count: 2, sum: 9, tenths: 45 });
    await run('update reviews set rating = 2 where id = $1', [pending]);
    expect(await kept(1)).toEqual({ count: 2, sum: 7, tenths: 35 });
    await run(`update reviews set status = 'rejected' where id = $1`, [pending]);
    expect(await kept(1)).toEqual({ count: 1, sum: 5, tenths: 50 });
    await run(`update reviews set status = 'published' where id = $1`, [pending]);
    await run('delete from reviews where id = $1', [pending]);
    expect(await kept(1)).toEqual({ count: 1, sum: 5, tenths: 50 });
    await run(`delete from reviews where status = 'published'`);
    expect(await kept(1)).toEqual({ count: 0, sum: 0, tenths: 0 });
  });

  it('move with a review that changes specialist, and ignore unpublished edits', async () => {
    const id = await addReview(1, 3, 'published');
    await run('update reviews set specialist_id = 2 where id = $1', [id]);
    expect(await kept(1)).toEqual({ count: 0, sum: 0, tenths: 0 });
    expect(await kept(2)).toEqual({ count: 1, sum: 3, tenths: 30 });
    const rejected = await addReview(2, 1, 'rejected');
    await run('update reviews set rating = 5 where id = $1', [rejected]);
    expect(await kept(2)).toEqual({ count: 1, sum: 3, tenths: 30 });
  });

  it('rounds the kept average half up as the cards show it (4.25 → 43)', async () => {
    for (const rating of [5, 5, 4, 3]) await addReview(1, rating, 'published');
    expect(await kept(1)).toEqual({ count: 4, sum: 17, tenths: 43 });
  });

  it('keep the per-star counts and the newest published review date beside them', async () => {
    await addReview(1, 5, 'published', 2_000);
    const older = await addReview(1, 4, 'published', 1_500);
    const newest = await addReview(1, 4, 'published', 3_000);
    await addReview(1, 1, 'pending', 9_000);
    await run('delete from reviews where id = $1', [newest]);
    await run('update reviews set rating = 2 where id = $1', [older]);
    const [row] = await rows(`select array[one_star_count, two_star_count, three_star_count,
        four_star_count, five_star_count] as stars, last_review_at, changed_at
      from specialists where id = 1`);
    expect(row).toEqual({
      stars: [0, 1, 0, 0, 1],
      last_review_at: new Date(2_000),
      changed_at: new Date(2_000),
    });
    await run(`delete from reviews where status = 'published'`);
    const [none] = await rows('select last_review_at, changed_at from specialists where id = 1');
    // With no review, the profile last changed when the listing was made.
    expect(none).toEqual({ last_review_at: null, changed_at: new Date(500) });
  });
});

describe('the full-text index of the directory', () => {
  const matching = async (query: string) =>
    (
      await rows(
        `select rowid from specialist_search where document @@ to_tsquery('flo_search', $1) order by rowid`,
        [query],
      )
    ).map((row) => row.rowid as number);

  it('follows names, service labels, city and service renames and deletions, without accents', async () => {
    await run(
      `insert into specialist_services (specialist_id, service_slug, label) values (2, 'carpet', 'Carpets')`,
    );
    expect(await matching('creme:*')).toEqual([1]);
    expect(await matching('carpet:*')).toEqual([2]);
    expect(await matching('leeds')).toEqual([1, 2]);
    await run(`update cities set name = 'Leeds City' where id = 1`);
    await run(`update services set name = 'Underlay laying' where slug = 'carpet'`);
    await run(`update specialists set name = 'Oakwood' where id = 2`);
    expect(await matching('city & underlay & oakwood')).toEqual([2]);
    await run('delete from specialist_services where specialist_id = 2');
    expect(await matching('carpet:*')).toEqual([]);
    await run(`update cities set name = 'Leeds' where id = 1`);
    await run(`update services set name = 'Carpet fitting' where slug = 'carpet'`);
  });
});

describe("each specialist's last lead", () => {
  it('is the newest recipient row, the later of one time, and read again when one goes', async () => {
    await run(`insert into enquiries (id, public_id, kind, flooring_type, location, customer_name,
        budget_range, urgency, chatbot_source)
      select n, 'lead' || n, 'chat', 'oak', 'Leeds', 'C', 'x', 'y', 'z' from generate_series(11, 12) n`);
    await run(`insert into enquiry_recipients (enquiry_id, specialist_id, created_at)
      values (11, 2, to_timestamp(10)), (12, 2, to_timestamp(10))`);
    const lead = async () =>
      (
        await rows('select last_lead_at as at, last_lead_seq as seq from specialists where id = 2')
      )[0];
    const seqOf = async (enquiry: number) =>
      (await rows('select rowid from enquiry_recipients where enquiry_id = $1', [enquiry]))[0]
        ?.rowid;
    expect(await lead()).toEqual({ at: new Date(10_000), seq: await seqOf(12) });
    await run('delete from enquiries where id = 12');
    expect(await lead()).toEqual({ at: new Date(10_000), seq: await seqOf(11) });
    await run('delete from enquiries where id = 11');
    expect(await lead()).toEqual({ at: null, seq: null });
  });
});

describe('the stamps that tell a server its cached reads are stale', () => {
  const stamp = async (table: string) => (await rows(`select stamp from ${table}`))[0]?.stamp;

  it('changes the public stamp for a published review, not a pending one, nor a lead', async () => {
    const before = await stamp('public_data_version');
    await addReview(1, 3, 'pending');
    expect(await stamp('public_data_version')).toBe(before);
    await run(`insert into enquiries (id, public_id, kind, flooring_type, location, customer_name,
        budget_range, urgency, chatbot_source) values (1, 'e1', 'chat', 'oak', 'Leeds', 'C', 'x', 'y', 'z')`);
    await run('insert into enquiry_recipients (enquiry_id, specialist_id) values (1, 1)');
    expect(await stamp('public_data_version')).toBe(before);
    await addReview(1, 3, 'published');
    expect(await stamp('public_data_version')).not.toBe(before);
  });

  it("changes the city points stamp when a city's place moves, not its population", async () => {
    const before = await stamp('city_points_version');
    await run('update cities set population = 5 where id = 1');
    expect(await stamp('city_points_version')).toBe(before);
    await run('update cities set latitude = 53.8 where id = 1');
    expect(await stamp('city_points_version')).not.toBe(before);
  });
});
