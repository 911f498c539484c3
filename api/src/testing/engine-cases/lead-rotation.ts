import { chatEnquirySchema } from '@flo/contract';
import { count, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Engine } from '../../db/engine/index.ts';
import type { EnquiryWrite } from '../../deps.ts';
import { requestHash } from '../../enquiries/idempotency.ts';
import { enquiryFromPayload } from '../../enquiries/normalise.ts';
import { storeEnquiryWork } from '../../enquiries/write-enquiry.ts';
import { describeEachEngine } from '../each-engine.ts';
import { chatPayload } from '../enquiries.ts';

const config = {
  publicUrl: 'https://flo.example',
  mailFrom: 'Flo <hello@flo.example>',
  operatorEmail: 'operators@flo.example',
};

/** Six alike firms in one city: the ranking tells them apart by the leads they had last. */
const FIRMS = 6;

async function insertAlikeFirms({ db, tables }: Engine): Promise<number[]> {
  await db
    .insert(tables.services)
    .values({ slug: 'carpet', name: 'Carpet', keywords: ['carpet'], description: 'Carpet.' });
  const [city] = await db
    .insert(tables.cities)
    .values({
      slug: 'leeds',
      name: 'Leeds',
      region: 'Yorkshire',
      postcodeAreas: ['LS'],
      population: 1,
    })
    .returning({ id: tables.cities.id });
  const ids: number[] = [];
  for (let i = 0; i < FIRMS; i += 1) {
    const [firm] = await db
      .insert(tables.specialists)
      .values({
        slug: `firm-${i}`,
        name: `Firm ${i}`,
        cityId: city?.id ?? 0,
        description: 'Floors.',
        email: `firm-${i}@example.test`,
        phone: '01130000000',
        postcode: 'LS1 1AA',
        status: 'active',
        tier: 'standard',
      })
      .returning({ id: tables.specialists.id });
    ids.push(firm?.id ?? 0);
    await db
      .insert(tables.specialistServices)
      .values({ specialistId: firm?.id ?? 0, serviceSlug: 'carpet', label: 'Carpet' });
  }
  return ids;
}

function enquiryToLeeds(n: number): EnquiryWrite {
  const body = chatPayload({
    selectedServiceSlug: 'carpet',
    location: 'Leeds',
    customerName: `Visitor ${n}`,
  });
  return {
    ...enquiryFromPayload({ kind: 'chat', data: chatEnquirySchema.parse(body) }),
    requestHash: requestHash(body),
    acceptedAt: Date.parse('2026-11-20T10:00:00Z'),
  };
}

/**
 * Leads rotate among alike specialists (ADR 050): each enquiry goes to the three served least
 * lately, also when enquiries to one city arrive at once on two connections (two nodes).
 */
export const leadRotationCases = describeEachEngine('lead rotation', ({ engine, connectAgain }) => {
  let firms: number[];
  beforeAll(async () => {
    firms = await insertAlikeFirms(engine());
  });

  it('shares the leads of enquiries stored at once on two connections evenly', async () => {
    const other = connectAgain();
    // Eight enquiries of three leads each over six firms: four leads each when they rotate.
    await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        (n % 2 ? other : engine()).commit(storeEnquiryWork, config, enquiryToLeeds(n)),
      ),
    );
    const { db, tables } = engine();
    const { enquiryRecipients } = tables;
    const leads = await db
      .select({ firm: enquiryRecipients.specialistId, leads: count() })
      .from(enquiryRecipients)
      .where(inArray(enquiryRecipients.specialistId, firms))
      .groupBy(enquiryRecipients.specialistId);
    expect(leads.map((row) => row.leads)).toEqual(Array(FIRMS).fill(4));
  });
});
