import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { publicDataVersion } from './public-data-version.ts';

/**
 * Tables whose writes no public page and no cached read shows, so they leave the stamp alone. A
 * new table must be added here or given stamping triggers (as in migration 0028), or this test
 * fails: otherwise pages showing it would stay cached until they expire.
 */
const PRIVATE_TABLES = new Set([
  '__drizzle_migrations',
  'admins',
  'sessions',
  'billing_customers',
  'stripe_events',
  'subscription_changes',
  'email_campaigns',
  'campaign_recipients',
  'mail_unsubscribes',
  'enquiries',
  'enquiry_recipients',
  'lead_replies',
  'job_posts',
  'quotes',
  'claim_requests',
  'subscription_requests',
  'mail_outbox',
  'rate_limit_windows',
  'review_invites',
  'login_throttles',
  'known_devices',
  'sign_in_links',
  'contact_messages',
  'specialist_messages',
  'two_factor_logins',
  'two_factor_recovery_codes',
  'two_factor_challenges',
  'health_checks',
  'audit_log',
  'flo_funnel_daily',
  'flo_funnel_origins',
  'flo_funnel_conversations',
  'city_points_version',
  'public_data_version',
]);

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
  t.db.$client.exec(`insert into cities (id, slug, name, region, postcode_areas, population)
      values (1, 'leeds', 'Leeds', 'Yorkshire', '["LS"]', 1);
    insert into specialists (id, slug, name, city_id, description, email, phone, postcode)
      values (1, 'a', 'A', 1, 'd', 'a@example.com', '07700 900001', 'LS1 1AA');`);
});
afterAll(() => t.close());

const run = (sql: string) => t.db.$client.exec(sql);
const moves = (sql: string) => {
  const before = publicDataVersion(t.db);
  run(sql);
  return publicDataVersion(t.db) !== before;
};

describe('publicDataVersion', () => {
  it('moves with a listing edit and a published review, not with a pending one', () => {
    expect(moves(`update specialists set name = 'A Floors' where id = 1`)).toBe(true);
    expect(
      moves(`insert into reviews (id, specialist_id, customer_name, rating, text, status)
        values (1, 1, 'Helen', 5, 'Lovely', 'pending')`),
    ).toBe(false);
    expect(moves(`update reviews set status = 'published' where id = 1`)).toBe(true);
  });

  it('stays as it is while an enquiry, its lead and its mail are written', () => {
    const before = publicDataVersion(t.db);
    run(`insert into enquiries (id, public_id, kind, flooring_type, location, customer_name,
          budget_range, urgency, chatbot_source)
        values (1, 'enq_1', 'simple', 'Carpet', 'Leeds', 'Helen', 'Any', 'Any', 'test');
      insert into enquiry_recipients (enquiry_id, specialist_id) values (1, 1);`);
    // The lead trigger updated the specialist's last lead, which no page shows.
    const lastLead = t.db.$client
      .prepare('select last_lead_at from specialists where id = 1')
      .pluck()
      .get();
    expect(lastLead).not.toBeNull();
    expect(publicDataVersion(t.db)).toBe(before);
    expect(moves('update enquiry_recipients set first_response_at = 1 where enquiry_id = 1')).toBe(
      true,
    );
  });

  it('is moved by triggers on every table not listed as private', () => {
    const rows = t.db.$client
      .prepare(`select name, sql from sqlite_master where type = 'table'
        and name not like 'sqlite_%'`)
      .all() as { name: string; sql: string }[];
    const virtual = rows.filter((row) => /^create virtual table/i.test(row.sql));
    const shadow = (name: string) => virtual.some((v) => name.startsWith(`${v.name}_`));
    const stamped = new Set(
      t.db.$client
        .prepare(`select tbl_name from sqlite_master where type = 'trigger'
          and sql like '%public_data_version%'`)
        .pluck()
        .all() as string[],
    );
    const unclassified = rows
      .map((row) => row.name)
      .filter((name) => !virtual.some((v) => v.name === name) && !shadow(name))
      .filter((name) => !PRIVATE_TABLES.has(name) && !stamped.has(name));
    expect(unclassified).toEqual([]);
  });
});
