import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceRecipients } from '../admin/enquiries/repository.ts';
import { insertRecipients } from '../enquiries/repository.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { runOnSqliteNow } from './engine/index.ts';

const SPECIALISTS = [1, 2, 3];
const ENQUIRIES = [1, 2, 3, 4];

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
  t.db.$client.exec(`insert into cities (id, slug, name, region, postcode_areas, population)
      values (1, 'leeds', 'Leeds', 'Yorkshire', '["LS"]', 1);
    insert into specialists (id, slug, name, city_id, description, email, phone, postcode)
      values (1, 'a', 'A', 1, 'd', 'a@example.com', '07700 900001', 'LS1 1AA'),
             (2, 'b', 'B', 1, 'd', 'b@example.com', '07700 900002', 'LS1 1AA'),
             (3, 'c', 'C', 1, 'd', 'c@example.com', '07700 900003', 'LS1 1AA');
    insert into enquiries (id, public_id, kind, flooring_type, location, customer_name,
        budget_range, urgency, chatbot_source)
      values (1, 'enq_1', 'simple', 'Carpet', 'Leeds', 'Helen', 'Any', 'Any', 'test'),
             (2, 'enq_2', 'simple', 'Carpet', 'Leeds', 'Helen', 'Any', 'Any', 'test'),
             (3, 'enq_3', 'simple', 'Carpet', 'Leeds', 'Helen', 'Any', 'Any', 'test'),
             (4, 'enq_4', 'simple', 'Carpet', 'Leeds', 'Helen', 'Any', 'Any', 'test');`);
});
afterAll(() => t.close());

const run = (sql: string, ...params: unknown[]) => t.db.$client.prepare(sql).run(...params);

/** last_lead_at and last_lead_seq (migrations 0014, 0015) as the triggers keep them. */
const kept = (id: number) =>
  t.db.$client
    .prepare('select json_array(last_lead_at, last_lead_seq) from specialists where id = ?')
    .pluck()
    .get(id);
/** The same, read from the specialist's leads: the latest created_at, then the highest rowid. */
const recounted = (id: number) =>
  t.db.$client
    .prepare(`select json_array(max(created_at), max(rowid)) from enquiry_recipients
      where specialist_id = ? and created_at =
        (select max(created_at) from enquiry_recipients where specialist_id = ?)`)
    .pluck()
    .get(id, id);

describe('the last lead kept on specialists', () => {
  it('follows inserts, moves, date changes, deletes and admin reassignment, always equal to a recount', () => {
    const specialist = fc.constantFrom(...SPECIALISTS);
    const enquiry = fc.constantFrom(...ENQUIRIES);
    // Few distinct moments, so leads often share a millisecond as an enquiry's recipients do.
    const at = fc.integer({ min: 1, max: 4 });
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('match' as const),
        enquiry,
        specialists: fc.uniqueArray(specialist, { minLength: 1, maxLength: 3 }),
        at,
      }),
      fc.record({
        kind: fc.constant('reassign' as const),
        enquiry,
        specialists: fc.uniqueArray(specialist, { maxLength: 3 }),
        at,
      }),
      fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), specialist }),
      fc.record({ kind: fc.constant('date' as const), pick: fc.nat(), at }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('delete enquiry' as const), enquiry }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        run('delete from enquiry_recipients');
        for (const a of actions) {
          const rows = t.db.$client
            .prepare('select rowid from enquiry_recipients order by rowid')
            .pluck()
            .all() as number[];
          const target = 'pick' in a ? rows[a.pick % Math.max(rows.length, 1)] : undefined;
          if (a.kind === 'match') {
            const current = t.db.$client
              .prepare('select specialist_id from enquiry_recipients where enquiry_id = ?')
              .pluck()
              .all(a.enquiry) as number[];
            const fresh = a.specialists.filter((id) => !current.includes(id));
            insertRecipients(t.db, a.enquiry, fresh, new Date(a.at));
          } else if (a.kind === 'reassign') {
            const current = t.db.$client
              .prepare('select specialist_id from enquiry_recipients where enquiry_id = ?')
              .pluck()
              .all(a.enquiry) as number[];
            const keep = a.specialists.filter((id) => current.includes(id));
            const add = a.specialists.filter((id) => !current.includes(id));
            runOnSqliteNow(t.db, replaceRecipients, a.enquiry, keep, add, new Date(a.at));
          } else if (a.kind === 'delete enquiry') {
            run('delete from enquiry_recipients where enquiry_id = ?', a.enquiry);
          } else if (target !== undefined) {
            if (a.kind === 'move') {
              run(
                'update or ignore enquiry_recipients set specialist_id = ? where rowid = ?',
                a.specialist,
                target,
              );
            } else if (a.kind === 'date') {
              run('update enquiry_recipients set created_at = ? where rowid = ?', a.at, target);
            } else {
              run('delete from enquiry_recipients where rowid = ?', target);
            }
          }
        }
        for (const id of SPECIALISTS) expect(kept(id), `specialist ${id}`).toEqual(recounted(id));
      }),
      { numRuns: 200 },
    );
  });

  it('is null for a specialist that never had a lead, and the newest of several otherwise', () => {
    run('delete from enquiry_recipients');
    insertRecipients(t.db, 1, [1, 2], new Date(50));
    insertRecipients(t.db, 2, [2], new Date(40));
    expect(JSON.parse(kept(1) as string)[0]).toBe(50);
    expect(JSON.parse(kept(2) as string)[0]).toBe(50);
    expect(JSON.parse(kept(3) as string)).toEqual([null, null]);
  });
});
