import { SERVICE_SLUGS } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { queryPlans } from '../testing/query-plans.ts';
import { useScaleDatabase } from '../testing/scale-database.ts';
import { rankActiveSpecialists } from './rank-specialists.ts';
import { insertEnquiry, insertRecipients } from './repository.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const { db } = useScaleDatabase({ specialists: 2_000, now: NOW });

interface Candidate {
  id: number;
  tier: string;
  reviewCount: number;
  ratingSum: number;
  /** When its newest lead came (null: never), and that lead's row, counted afresh. */
  lastLeadAt: number | null;
  lastLeadRow: number | null;
}

/** The matching rules of the enquiries README, applied in JavaScript to every candidate. */
function rankedByTheRules(cityId: number, service: string | undefined, limit: number): number[] {
  const candidates = db()
    .$client.prepare(`select sp.id, sp.tier, sp.review_count as reviewCount, sp.rating_sum as ratingSum,
        (select max(er.created_at) from enquiry_recipients er
          where er.specialist_id = sp.id) as lastLeadAt,
        (select er.rowid from enquiry_recipients er where er.specialist_id = sp.id
          order by er.created_at desc, er.rowid desc limit 1) as lastLeadRow
      from specialists sp where sp.city_id = ? and sp.status = 'active'
        and (? is null or exists (select 1 from specialist_services ss
          where ss.specialist_id = sp.id and ss.service_slug = ?))`)
    .all(cityId, service ?? null, service ?? null) as Candidate[];
  const tier = (c: Candidate) => ['featured', 'standard', 'free'].indexOf(c.tier);
  const average = (c: Candidate) => (c.reviewCount === 0 ? 0 : c.ratingSum / c.reviewCount);
  // Never served (null) first, then longest since the last lead; one enquiry's recipients share
  // its time, so the order they were handed their leads in (the row) breaks that tie.
  const waited = (a: Candidate, b: Candidate) =>
    (a.lastLeadAt ?? -1) - (b.lastLeadAt ?? -1) || (a.lastLeadRow ?? -1) - (b.lastLeadRow ?? -1);
  return candidates
    .sort((a, b) => tier(a) - tier(b) || average(b) - average(a) || waited(a, b) || a.id - b.id)
    .slice(0, limit)
    .map((c) => c.id);
}

const rank = (cityId: number, serviceSlug: string | undefined, limit = 3) =>
  rankActiveSpecialists(db(), {
    cityId,
    ...(serviceSlug ? { serviceSlug } : {}),
    limit,
  }).map((s) => s.id);

const cityIds = () =>
  db().$client.prepare('select id from cities order by id').pluck().all() as number[];

let enquiryCount = 0;
/** Leads for these specialists, `perSpecialist(index)` each, at `at(index)`. */
function giveLeads(
  specialistIds: number[],
  perSpecialist: (index: number) => number,
  at: (index: number) => Date,
) {
  specialistIds.forEach((specialistId, index) => {
    for (let n = 0; n < perSpecialist(index); n++) {
      enquiryCount += 1;
      const enquiryId = insertEnquiry(db(), {
        publicId: `enq_scale_test_${enquiryCount}`,
        kind: 'chat',
        flooringType: 'Carpet',
        location: 'Test',
        customerName: 'Test',
        budgetRange: 'Not specified',
        urgency: 'Not specified',
        chatbotSource: 'test',
      });
      insertRecipients(db(), enquiryId, [specialistId], at(index));
    }
  });
}

describe('enquiry matching over 2,000 specialists', () => {
  it('reads the biggest city along the matching index, never sorting it or reading leads', () => {
    const biggest = db()
      .$client.prepare(
        `select city_id from specialists group by city_id order by count(*) desc limit 1`,
      )
      .pluck()
      .get() as number;
    const plans = queryPlans(db(), () => {
      rank(biggest, undefined);
      rank(biggest, 'tile');
    });
    expect(plans.some((step) => step.includes('specialists_match_idx'))).toBe(true);
    expect(plans.filter((step) => /^SCAN (specialists|enquiry_recipients)/.test(step))).toEqual([]);
    expect(plans.filter((step) => step.includes('TEMP B-TREE'))).toEqual([]);
    expect(plans.filter((step) => step.includes('enquiry_recipients'))).toEqual([]);
  });

  it('picks what the rules pick in every city, for every service and any', () => {
    for (const cityId of cityIds()) {
      for (const service of [undefined, ...SERVICE_SLUGS]) {
        expect(rank(cityId, service), `city ${cityId} ${service ?? 'any'}`).toEqual(
          rankedByTheRules(cityId, service, 3),
        );
      }
    }
  });

  it('still picks by the rules when the leading specialists have had leads, some at the same moment', () => {
    for (const cityId of cityIds()) {
      const tenth = rankedByTheRules(cityId, undefined, 10);
      // Older leads for the first ones, and pairs sharing a millisecond as recipients do.
      giveLeads(
        tenth,
        (index) => 1 + (index % 3),
        (index) => new Date(NOW.getTime() - 60_000 * (10 - Math.floor(index / 2))),
      );
      expect(rank(cityId, undefined), `city ${cityId}`).toEqual(
        rankedByTheRules(cityId, undefined, 3),
      );
      expect(rank(cityId, 'carpet', 5), `city ${cityId} carpet`).toEqual(
        rankedByTheRules(cityId, 'carpet', 5),
      );
    }
  });
});
