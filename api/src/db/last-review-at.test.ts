import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
afterAll(() => t.close());

const run = (sql: string, ...params: unknown[]) => t.db.$client.prepare(sql).run(...params);
const value = (sql: string, ...params: unknown[]) =>
  t.db.$client
    .prepare(sql)
    .pluck()
    .get(...params);

const kept = (id: number) =>
  value('select json_array(last_review_at, changed_at) from specialists where id = ?', id);
const recounted = (id: number) =>
  value(
    `select json_array(max(created_at), max(500, coalesce(max(created_at), 0))) from reviews
      where specialist_id = ? and status = 'published'`,
    id,
  );

describe('last_review_at and changed_at kept on specialists (migration 0012)', () => {
  it('always equal the newest published review, whatever sequence of writes', () => {
    const status = fc.constantFrom('pending', 'published', 'rejected');
    const at = fc.integer({ min: 1, max: 1_000 });
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        specialist: fc.constantFrom(1, 2),
        at,
        status,
      }),
      fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status }),
      fc.record({ kind: fc.constant('date' as const), pick: fc.nat(), at }),
      fc.record({ kind: fc.constant('rating' as const), pick: fc.nat() }),
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
          if (a.kind === 'insert') {
            run(
              `insert into reviews (specialist_id, customer_name, rating, text, status, created_at)
               values (?, 'Helen M.', 4, 'Good job', ?, ?)`,
              a.specialist,
              a.status,
              a.at,
            );
          } else if (target === undefined) continue;
          else if (a.kind === 'status') {
            run('update reviews set status = ? where id = ?', a.status, target);
          } else if (a.kind === 'date') {
            run('update reviews set created_at = ? where id = ?', a.at, target);
          } else if (a.kind === 'rating') {
            run('update reviews set rating = 6 - rating where id = ?', target);
          } else if (a.kind === 'move') {
            run('update reviews set specialist_id = 3 - specialist_id where id = ?', target);
          } else run('delete from reviews where id = ?', target);
        }
        expect(kept(1)).toEqual(recounted(1));
        expect(kept(2)).toEqual(recounted(2));
      }),
      { numRuns: 200 },
    );
  });
});
