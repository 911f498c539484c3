import { chatEnquirySchema } from '@flo/contract';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Engine } from '../../db/engine/index.ts';
import type { EnquiryWrite } from '../../deps.ts';
import { requestHash } from '../../enquiries/idempotency.ts';
import { enquiryFromPayload } from '../../enquiries/normalise.ts';
import { storeEnquiryWork } from '../../enquiries/write-enquiry.ts';
import { describeEachEngine } from '../each-engine.ts';
import { chatPayload } from '../enquiries.ts';

type Payload = Parameters<typeof chatPayload>[0];

const config = {
  publicUrl: 'https://flo.example',
  mailFrom: 'Flo <hello@flo.example>',
  operatorEmail: 'operators@flo.example',
};

type Tier = 'featured' | 'standard' | 'free';
/** key, city, tier, ratings; everyone offers carpet. Truro is on no map, found by its area. */
const FIRMS: [string, 'leeds' | 'york' | 'truro', Tier, number[]][] = [
  ['plain', 'leeds', 'free', []],
  ['rated', 'leeds', 'standard', [5, 4]],
  ['top', 'leeds', 'featured', []],
  ['lower', 'leeds', 'standard', [3]],
  ['minster', 'york', 'standard', []],
  ['cornish', 'truro', 'standard', []],
];

async function insertDirectory(on: Engine): Promise<Record<string, number>> {
  const { db, tables } = on;
  await db.insert(tables.services).values([
    { slug: 'carpet', name: 'Carpet Installation', keywords: ['carpet'], description: 'Carpet.' },
    { slug: 'tile', name: 'Tile Installation', keywords: ['tile'], description: 'Tile.' },
  ]);
  const cityIds: Record<string, number> = {};
  for (const [slug, name, areas, latitude, longitude] of [
    ['leeds', 'Leeds', ['LS'], 53.7997, -1.5492],
    ['york', 'York', ['YO'], 53.959, -1.0815],
    ['truro', 'Truro', ['TR'], null, null],
  ] as const) {
    const [city] = await db
      .insert(tables.cities)
      .values({ slug, name, region: 'Somewhere', postcodeAreas: [...areas], population: 1000 })
      .returning({ id: tables.cities.id });
    cityIds[slug] = city?.id ?? 0;
    if (latitude !== null) {
      await db
        .update(tables.cities)
        .set({ latitude, longitude })
        .where(eq(tables.cities.slug, slug));
    }
  }
  const ids: Record<string, number> = {};
  for (const [key, city, tier, ratings] of FIRMS) {
    const [firm] = await db
      .insert(tables.specialists)
      .values({
        slug: key,
        name: `${key} floors`,
        cityId: cityIds[city] ?? 0,
        description: 'Floors.',
        email: `${key}@example.test`,
        phone: '01130000000',
        postcode: 'LS1 1AA',
        status: 'active',
        tier,
        reviewCount: ratings.length,
        ratingSum: ratings.reduce((sum, rating) => sum + rating, 0),
      })
      .returning({ id: tables.specialists.id });
    ids[key] = firm?.id ?? 0;
    await db
      .insert(tables.specialistServices)
      .values({ specialistId: ids[key] ?? 0, serviceSlug: 'carpet', label: 'Carpet' });
  }
  return ids;
}

/** A chat enquiry as the route hands it to the writer, with `key` as its Idempotency-Key. */
function enquiryWrite(changes: Payload, key?: string): EnquiryWrite {
  const body = chatPayload({ selectedServiceSlug: 'carpet', ...changes });
  const payload = { kind: 'chat' as const, data: chatEnquirySchema.parse(body) };
  return {
    ...enquiryFromPayload(payload),
    ...(key ? { idempotencyKey: key } : {}),
    requestHash: requestHash(body),
    acceptedAt: Date.parse('2026-11-20T10:00:00Z'),
  };
}

/**
 * The enquiry write (ADR 020, 050) on either engine: matching, the enquiry's row, its
 * recipients, mails and job post in one commit, and the idempotent replay, also when two
 * connections (two nodes) store one key at once.
 */
export const enquiryWriteCases = describeEachEngine('enquiry write', ({ engine, connectAgain }) => {
  let firms: Record<string, number>;
  beforeAll(async () => {
    firms = await insertDirectory(engine());
  });

  const store = (write: EnquiryWrite, on: Engine = engine()) =>
    on.commit(storeEnquiryWork, config, write);

  async function stored(publicId: string) {
    const { db, tables } = engine();
    const [enquiry] = await db
      .select()
      .from(tables.enquiries)
      .where(eq(tables.enquiries.publicId, publicId));
    if (!enquiry) return undefined;
    const recipients = await db
      .select({ id: tables.enquiryRecipients.specialistId })
      .from(tables.enquiryRecipients)
      .where(eq(tables.enquiryRecipients.enquiryId, enquiry.id))
      // In match order: the order they were inserted in (a rowid column on PostgreSQL too).
      .orderBy(sql`${tables.enquiryRecipients}.rowid`);
    const mails = await db
      .select({ to: tables.mailOutbox.to, kind: tables.mailOutbox.kind })
      .from(tables.mailOutbox)
      .where(eq(tables.mailOutbox.enquiryId, enquiry.id));
    return { enquiry, recipients: recipients.map((r) => r.id), mails };
  }

  it('matches a city in fair order and stores the recipients and mails with the enquiry', async () => {
    const answer = await store(enquiryWrite({ location: 'Leeds' }));
    expect(answer).toMatchObject({ created: true, matched: 3 });
    const found = await stored(answer.publicId);
    expect(found?.enquiry).toMatchObject({
      status: 'matched',
      nearestCity: 'Leeds',
      nearestCityMiles: 0,
    });
    expect(found?.enquiry.createdAt).toEqual(new Date('2026-11-20T10:00:00Z'));
    // Featured first, then the best average rating; the free listing comes last.
    expect(found?.recipients).toEqual([firms.top, firms.rated, firms.lower]);
    expect(found?.mails.map((mail) => mail.kind).sort()).toEqual([
      'enquiry_confirmation',
      'specialist_lead',
      'specialist_lead',
      'specialist_lead',
    ]);
  });

  it('reads the served city nearest a town, and a postcode area of a city on no map', async () => {
    // Malton is nearer York than Leeds: York's one firm, then Leeds's first two.
    const york = await store(enquiryWrite({ location: 'Malton' }));
    const nearYork = await stored(york.publicId);
    expect(nearYork?.recipients).toEqual([firms.minster, firms.top, firms.rated]);
    expect(nearYork?.enquiry.nearestCity).toBe('York');
    const cornwall = await store(enquiryWrite({ location: 'Somewhere', postcode: 'TR1 2AB' }));
    expect(cornwall.matched).toBe(1);
    const inCornwall = await stored(cornwall.publicId);
    expect(inCornwall?.recipients).toEqual([firms.cornish]);
    expect(inCornwall?.enquiry).toMatchObject({ nearestCity: 'Truro', nearestCityMiles: null });
  });

  it('sends a named specialist the enquiry alone', async () => {
    const answer = await store(enquiryWrite({ location: 'Leeds', specialistId: firms.minster }));
    const found = await stored(answer.publicId);
    expect(found?.recipients).toEqual([firms.minster]);
    expect(found?.enquiry).toMatchObject({ specialistId: firms.minster, nearestCity: null });
  });

  it('tells the operators when nobody matches', async () => {
    const answer = await store(
      enquiryWrite({ location: 'Leeds', selectedServiceSlug: 'tile', flooringType: 'Tiles' }),
    );
    expect(answer).toMatchObject({ created: true, matched: 0 });
    const found = await stored(answer.publicId);
    expect(found?.enquiry.status).toBe('new');
    expect(found?.recipients).toEqual([]);
    expect(found?.mails).toContainEqual({
      to: 'operators@flo.example',
      kind: 'unmatched_enquiry',
    });
  });

  it('replays a key with its first answer, and refuses it for another body with 409', async () => {
    const first = await store(enquiryWrite({ location: 'York' }, 'replay-key-1'));
    const again = await store(enquiryWrite({ location: 'York' }, 'replay-key-1'));
    expect(again).toEqual({ ...first, created: false });
    const { db, tables } = engine();
    const rows = await db
      .select({ id: tables.enquiries.id })
      .from(tables.enquiries)
      .where(eq(tables.enquiries.idempotencyKey, 'replay-key-1'));
    expect(rows).toHaveLength(1);
    await expect(store(enquiryWrite({ location: 'Leeds' }, 'replay-key-1'))).rejects.toMatchObject({
      status: 409,
      code: 'idempotency_key_reused',
    });
  });

  it('rolls back the enquiry, its recipients and mails when a later write fails', async () => {
    const { db, tables } = engine();
    const totals = async () => ({
      enquiries: (await db.select({ n: count() }).from(tables.enquiries))[0]?.n,
      recipients: (await db.select({ n: count() }).from(tables.enquiryRecipients))[0]?.n,
      mails: (await db.select({ n: count() }).from(tables.mailOutbox))[0]?.n,
    });
    const before = await totals();
    // A job post of a service nobody has fails its foreign key after the rest was written.
    const write = enquiryWrite({ location: 'Leeds' }, 'rolled-back-1');
    write.jobPost = { title: 'Lay a carpet', serviceSlug: 'no-such-service' };
    await expect(store(write)).rejects.toThrow();
    expect(await totals()).toEqual(before);
    // The same enquiry with a job post that holds is stored whole, the post beside it.
    write.jobPost = { title: 'Lay a carpet', serviceSlug: 'carpet' };
    const answer = await store(write);
    expect(answer).toMatchObject({ created: true, matched: 3 });
    const found = await stored(answer.publicId);
    const [post] = await db
      .select({ title: tables.jobPosts.title })
      .from(tables.jobPosts)
      .where(eq(tables.jobPosts.enquiryId, found?.enquiry.id ?? 0));
    expect(post?.title).toBe('Lay a carpet');
  });

  it('stores one enquiry when two connections write one key at once, both answering alike', async () => {
    const other = connectAgain();
    const keys = ['both-nodes-1', 'both-nodes-2', 'both-nodes-3'];
    const answers = await Promise.all(
      keys.flatMap((key) => [
        store(enquiryWrite({ location: 'York' }, key)),
        store(enquiryWrite({ location: 'York' }, key), other),
      ]),
    );
    for (const [i, key] of keys.entries()) {
      const [a, b] = [answers[2 * i], answers[2 * i + 1]];
      expect([a?.created, b?.created].sort()).toEqual([false, true]);
      expect({ ...a, created: true }).toEqual({ ...b, created: true });
      const { db, tables } = engine();
      const rows = await db
        .select({ id: tables.enquiries.id })
        .from(tables.enquiries)
        .where(eq(tables.enquiries.idempotencyKey, key));
      expect(rows).toHaveLength(1);
      const found = await stored(a?.publicId ?? '');
      expect(found?.recipients).toHaveLength(3);
      expect(found?.mails).toHaveLength(4);
    }
  });
});
