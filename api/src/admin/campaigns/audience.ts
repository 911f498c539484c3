import { CAMPAIGN_RECIPIENT_LIMIT, type CampaignAudience } from '@flo/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type EngineScope, row, type Steps, sqlRows } from '../../db/engine/index.ts';

/**
 * The audience as SQL over `specialists s`: active listings with an address that has not
 * unsubscribed (looked up through the mail_unsubscribes primary key), narrowed by tier, city
 * (the city_id, status index), service and claim. The same SQL on both engines.
 */
function audienceSql(a: CampaignAudience): SQL {
  const where: SQL[] = [
    sql`s.status = 'active'`,
    sql`s.email <> ''`,
    sql`not exists (select 1 from mail_unsubscribes u where u.email = lower(s.email))`,
  ];
  if (a.tiers) {
    where.push(
      sql`s.tier in (${sql.join(
        a.tiers.map((tier) => sql`${tier}`),
        sql`, `,
      )})`,
    );
  }
  if (a.citySlug) where.push(sql`s.city_id = (select id from cities where slug = ${a.citySlug})`);
  if (a.serviceSlug) {
    where.push(sql`exists (select 1 from specialist_services ss
      where ss.specialist_id = s.id and ss.service_slug = ${a.serviceSlug})`);
  }
  if (a.claimedOnly) {
    where.push(sql`exists (select 1 from businesses b where b.specialist_id = s.id)`);
  }
  return sql.join(where, sql` and `);
}

/** Whether the audience names a city the directory does not have. */
export function* unknownCity(on: EngineScope, a: CampaignAudience): Steps<boolean> {
  if (!a.citySlug) return false;
  const { cities } = on.tables;
  const found = yield* row(
    on.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, a.citySlug)),
  );
  return found === undefined;
}

/**
 * How many addresses the audience reaches now, reading at most the recipient limit + 1
 * (PostgreSQL's count is a bigint, read as a string).
 */
export function* audienceCount(_on: EngineScope, a: CampaignAudience): Steps<number> {
  const [found] = yield* sqlRows<{ n: number | string }>(sql`select count(distinct address) as n
    from (select lower(s.email) as address from specialists s
    where ${audienceSql(a)} limit ${CAMPAIGN_RECIPIENT_LIMIT + 1}) as audience`);
  return Number(found?.n ?? 0);
}

export interface AudienceMember {
  id: number;
  name: string;
  slug: string;
  /** Its city's name, for the [City] merge field. */
  city: string;
  email: string;
}

/** The audience's specialists in id order, one per address, at most the limit + 1. */
export function* audienceMembers(_on: EngineScope, a: CampaignAudience): Steps<AudienceMember[]> {
  const members = yield* sqlRows<AudienceMember>(sql`select s.id, s.name, s.slug,
    (select c.name from cities c where c.id = s.city_id) as city, s.email from specialists s
    where ${audienceSql(a)} order by s.id limit ${CAMPAIGN_RECIPIENT_LIMIT + 1}`);
  const seen = new Set<string>();
  return members.filter((member) => {
    const address = member.email.toLowerCase();
    if (seen.has(address)) return false;
    seen.add(address);
    return true;
  });
}
