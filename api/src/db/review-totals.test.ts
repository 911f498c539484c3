import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
  t.db.$client.exec(`insert into cities (id, slug, name, region, postcode_areas, population)
      values (1, 'leeds', 'Leeds', 'Yorkshire', '["LS"]', 1);
    insert into specialists (id, slug, name, city_id, description, email, phone, postcode, created_at)
      values (1, 'a', 'A', 1, 'd', 'a@example.com', '07700 900001', 'LS1 1AA', 500),
             (2, 'b', 'B', 1, 'd', 'b@example.com', '07700 900002', 'LS1 1AA', 500);`);
});
beforeEach(() => t.db.$client.exec('delete from reviews'));
afterAll(() => t.close());

const run = (sql: string, ...params: unknown[]) => t.db.$client.prepare(sql).run(...params);

function kept(id: number) {
  return t.db.$client
    .prepare(
      'select review_count as count, rating_sum as sum, rating_tenths as tenths from specialists where id = ?',
    )
    .get(id);
}

function recounted(id: number) {
  const row = t.db.$client
    .prepare(`select count(*) as count, coalesce(sum(rating), 0) as sum from reviews
      where specialist_id = ? and status = 'published'`)
    .get(id) as { count: number; sum: number };
  const tenths = row.count === 0 ? 0 : Math.round((row.sum * 10) / row.count);
  return { ...row, tenths };
}

/** The per-star counts (migration 0017), kept beside the totals by the same writes. */
const keptStars = (id: number) =>
  t.db.$client
    .prepare(`select json_array(one_star_count, two_star_count, three_star_count, four_star_count,
      five_star_count) from specialists where id = ?`)
    .pluck()
    .get(id);
const recountedStars = (id: number) =>
  t.db.$client
    .prepare(`select json_array(${[1, 2, 3, 4, 5].map((n) => `count(*) filter (where rating = ${n})`)})
      from reviews where specialist_id = ? and status = 'published'`)
    .pluck()
    .get(id);

/** last_review_at and changed_at (migration 0012), kept beside the totals by the same writes. */
const keptDates = (id: number) =>
  t.db.$client
    .prepare('select json_array(last_review_at, changed_at) from specialists where id = ?')
    .pluck()
    .get(id);
const recountedDates = (id: number) =>
  t.db.$client
    .prepare(`select json_array(max(created_at), max(500, coalesce(max(created_at), 0)))
      from reviews where specialist_id = ? and status = 'published'`)
    .pluck()
    .get(id);

function addReview(specialistId: number, rating: number, status: string, at = Date.now()): number {
  return Number(
    run(
      `insert into reviews (specialist_id, customer_name, rating, text, status, created_at)
       values (?, 'Helen M.', ?, 'Good job', ?, ?)`,
      specialistId,
      rating,
      status,
      at,
    ).lastInsertRowid,
  );
}

describe('published-review totals kept on specialists', () => {
  it('follow a review through insert, publish, rating change, reject and delete', () => {
    const pending = addReview(1, 4, 'pending');
    expect(kept(1)).toEqual({ count: 0, sum: 0, tenths: 0 });
    addReview(1, 5, 'published');
    expect(kept(1)).toEqual({ count: 1, sum: 5, tenths: 50 });
    run(`update reviews set status = 'published' where id = ?`, pending);
    expect(kept(1)).toEqual({ count: 2, sum: 9, tenths: 45 });
    run('update reviews set rating = 2 where id = ?', pending);
    expect(kept(1)).toEqual({ count: 2, sum: 7, tenths: 35 });
    run(`update reviews set status = 'rejected' where id = ?`, pending);
    expect(kept(1)).toEqual({ count: 1, sum: 5, tenths: 50 });
    run(`update reviews set status = 'published' where id = ?`, pending);
    run('delete from reviews where id = ?', pending);
    expect(kept(1)).toEqual({ count: 1, sum: 5, tenths: 50 });
    run(`delete from reviews where status = 'published'`);
    expect(kept(1)).toEqual({ count: 0, sum: 0, tenths: 0 });
  });

  it('move with a review that changes specialist, and ignore unpublished edits', () => {
    const id = addReview(1, 3, 'published');
    run('update reviews set specialist_id = 2 where id = ?', id);
    expect(kept(1)).toEqual({ count: 0, sum: 0, tenths: 0 });
    expect(kept(2)).toEqual({ count: 1, sum: 3, tenths: 30 });
    const rejected = addReview(2, 1, 'rejected');
    run('update reviews set rating = 5 where id = ?', rejected);
    expect(kept(2)).toEqual({ count: 1, sum: 3, tenths: 30 });
  });

  it('rounds the kept average half up as the cards show it (4.25 → 43)', () => {
    for (const rating of [5, 5, 4, 3]) addReview(1, rating, 'published');
    expect(kept(1)).toEqual({ count: 4, sum: 17, tenths: 43 });
  });

  it('with the newest published review date and the per-star counts, always equal a recount, whatever sequence of writes', () => {
    const status = fc.constantFrom('pending', 'published', 'rejected');
    const at = fc.integer({ min: 1, max: 1_000 });
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        specialist: fc.constantFrom(1, 2),
        rating: fc.integer({ min: 1, max: 5 }),
        status,
        at,
      }),
      fc.record({ kind: fc.constant('date' as const), pick: fc.nat(), at }),
      fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status }),
      fc.record({
        kind: fc.constant('rating' as const),
        pick: fc.nat(),
        rating: fc.integer({ min: 1, max: 5 }),
      }),
      fc.record({ kind: fc.constant('move' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        run('delete from reviews');
        for (const a of actions) {
          const ids = t.db.$client
            .prepare('select id from reviews order by id')
            .pluck()
            .all() as number[];
          const target = a.kind === 'insert' ? undefined : ids[a.pick % Math.max(ids.length, 1)];
          if (a.kind === 'insert') addReview(a.specialist, a.rating, a.status, a.at);
          else if (target === undefined) continue;
          else if (a.kind === 'status')
            run('update reviews set status = ? where id = ?', a.status, target);
          else if (a.kind === 'date')
            run('update reviews set created_at = ? where id = ?', a.at, target);
          else if (a.kind === 'rating')
            run('update reviews set rating = ? where id = ?', a.rating, target);
          else if (a.kind === 'move')
            run('update reviews set specialist_id = 3 - specialist_id where id = ?', target);
          else run('delete from reviews where id = ?', target);
        }
        for (const id of [1, 2]) {
          expect(kept(id)).toEqual(recounted(id));
          expect(keptDates(id)).toEqual(recountedDates(id));
          expect(keptStars(id)).toEqual(recountedStars(id));
        }
      }),
      { numRuns: 200 },
    );
  });
});
