import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Engine } from '../../db/engine/index.ts';
import {
  insertSpecialistMessage,
  messageRecipient,
  sendSpecialistMessage,
} from '../../directory/messages-repository.ts';
import { readAllowedOrigins, readChatSettings } from '../../directory/settings-repository.ts';
import {
  cityListingJson,
  findActiveSpecialistBySlug,
  isActiveSpecialist,
  listActiveSpecialistsInCity,
  offeringStats,
} from '../../directory/specialists-repository.ts';
import { describeEachEngine } from '../each-engine.ts';

type Listing = {
  name: string;
  city: 'leeds' | 'bolton';
  tier?: 'featured';
  status?: 'suspended';
  reviews?: [count: number, sum: number];
  services?: ('carpet' | 'hardwood')[];
};

/**
 * Leeds's listing order mixes every key: the featured firm first whatever its rating, then by
 * rating, then reviews, then name without regard to case ('alpha' before 'Beta', which byte
 * order would put the other way round).
 */
const LISTINGS: Listing[] = [
  { name: 'Mid Floors', city: 'leeds', reviews: [4, 16], services: ['carpet'] },
  { name: 'Beta Floors', city: 'leeds', reviews: [2, 10] },
  { name: 'alpha Floors', city: 'leeds', reviews: [2, 10], services: ['hardwood', 'carpet'] },
  { name: 'Zed Floors', city: 'leeds', tier: 'featured' },
  {
    name: 'Gone Floors',
    city: 'leeds',
    status: 'suspended',
    reviews: [9, 45],
    services: ['carpet'],
  },
  { name: 'Bolton Floors', city: 'bolton', reviews: [1, 3], services: ['carpet'] },
];

const slugOf = (name: string) => name.toLowerCase().replace(/ /g, '-');

/** The directory fixture: services, Leeds and Bolton with the listings above. */
export async function insertDirectory(on: Engine): Promise<void> {
  const { db, tables } = on;
  await db.insert(tables.services).values(
    ['carpet', 'hardwood'].map((slug) => ({
      slug,
      name: slug === 'carpet' ? 'Carpet' : 'Hardwood',
      keywords: [slug],
      description: `${slug} floors`,
    })),
  );
  const cityIds = new Map<string, number>();
  for (const [slug, name, areas] of [
    ['leeds', 'Leeds', ['LS']],
    ['bolton', 'Bolton', ['BL']],
  ] as const) {
    const [city] = await db
      .insert(tables.cities)
      .values({ slug, name, region: 'North', postcodeAreas: [...areas], population: 1000 })
      .returning({ id: tables.cities.id });
    cityIds.set(slug, city?.id ?? 0);
  }
  for (const listing of LISTINGS) {
    const [count, sum] = listing.reviews ?? [0, 0];
    const [specialist] = await db
      .insert(tables.specialists)
      .values({
        slug: slugOf(listing.name),
        name: listing.name,
        cityId: cityIds.get(listing.city) ?? 0,
        description: 'Floors laid and mended.',
        email: `${slugOf(listing.name)}@example.com`,
        phone: '01130000000',
        postcode: 'LS1 1AA',
        tier: listing.tier ?? 'standard',
        status: listing.status ?? 'active',
        reviewCount: count,
        ratingSum: sum,
      })
      .returning({ id: tables.specialists.id });
    for (const service of listing.services ?? []) {
      await db.insert(tables.specialistServices).values({
        specialistId: specialist?.id ?? 0,
        serviceSlug: service,
        label: service === 'carpet' ? 'Carpet fitting' : 'Hardwood floors',
      });
    }
  }
}

/** The public directory reads, the same on SQLite and PostgreSQL (ADR 050). */
export const directoryCases = describeEachEngine('directory reads', ({ engine }) => {
  beforeAll(async () => {
    await insertDirectory(engine());
  });

  it('lists a city featured first, then by rating, reviews and name whatever its case', async () => {
    const cards = await engine().run(listActiveSpecialistsInCity, 'leeds', {
      limit: 10,
      offset: 0,
    });
    expect(cards.map((card) => card.name)).toEqual([
      'Zed Floors',
      'alpha Floors',
      'Beta Floors',
      'Mid Floors',
    ]);
    expect(cards[0]).toMatchObject({ featured: true, averageRating: null, reviewCount: 0 });
    expect(cards[1]).toMatchObject({
      city: 'Leeds',
      averageRating: '5.0',
      reviewCount: 2,
      servicesOffered: ['Hardwood floors', 'Carpet fitting'],
    });
    expect(cards[1]).not.toHaveProperty('featured');
    const page = await engine().run(listActiveSpecialistsInCity, 'leeds', { limit: 2, offset: 1 });
    expect(page.map((card) => card.name)).toEqual(['alpha Floors', 'Beta Floors']);
  });

  it('answers the listing as the JSON the route sends, again after a write', async () => {
    const page = { limit: 10, offset: 0 };
    const read = async () =>
      JSON.parse(Buffer.from(await cityListingJson(engine(), 'bolton', page)).toString());
    expect((await read()).map((card: { name: string }) => card.name)).toEqual(['Bolton Floors']);
    const { db, tables } = engine();
    await db.update(tables.cities).set({ name: 'Bolton Town' });
    expect((await read())[0]).toMatchObject({ city: 'Bolton Town' });
    await db.update(tables.cities).set({ name: 'Bolton' });
    expect((await read())[0]).toMatchObject({ city: 'Bolton' });
  });

  it('finds an active specialist by slug with its city, services and claim', async () => {
    const found = await engine().run(findActiveSpecialistBySlug, 'alpha-floors');
    expect(found).toMatchObject({
      name: 'alpha Floors',
      citySlug: 'leeds',
      postcodeAreas: ['LS'],
      areas: [],
      serviceSlugs: ['hardwood', 'carpet'],
      averageRating: '5.0',
      claimed: false,
      serviceRadiusMiles: null,
    });
    expect(await engine().run(findActiveSpecialistBySlug, 'gone-floors')).toBeUndefined();
    expect(await engine().run(findActiveSpecialistBySlug, 'nobody')).toBeUndefined();
  });

  it('tells an active specialist from a suspended or unknown one', async () => {
    const { db, tables } = engine();
    const ids = await db
      .select({ slug: tables.specialists.slug, id: tables.specialists.id })
      .from(tables.specialists);
    const idOf = (slug: string) => ids.find((found) => found.slug === slug)?.id ?? 0;
    expect(await engine().run(isActiveSpecialist, idOf('mid-floors'))).toBe(true);
    expect(await engine().run(isActiveSpecialist, idOf('gone-floors'))).toBe(false);
    expect(await engine().run(isActiveSpecialist, 999_999)).toBe(false);
  });

  it('totals a service over active specialists as numbers, in a city or everywhere', async () => {
    expect(await offeringStats(engine(), 'carpet')).toEqual({
      totalSpecialists: 3,
      totalCities: 2,
      totalReviews: 7,
      averageRating: '4.1',
    });
    expect(await offeringStats(engine(), 'carpet', 'leeds')).toEqual({
      totalSpecialists: 2,
      totalCities: 1,
      totalReviews: 6,
      averageRating: '4.3',
    });
    expect(await offeringStats(engine(), 'vinyl')).toEqual({
      totalSpecialists: 0,
      totalCities: 0,
      totalReviews: 0,
      averageRating: null,
    });
  });

  it('reads the chat settings, keeping a page type the stored row lacks switched on', async () => {
    const { db, tables } = engine();
    expect(await readAllowedOrigins(engine())).toEqual([]);
    const defaults = await readChatSettings(engine());
    await db.insert(tables.chatSettings).values({
      id: 1,
      enabled: false,
      pageSettings: { services: { enabled: false } },
      allowedOrigins: ['https://floors.example'],
      contactEmail: 'hello@flo.example',
    });
    const stored = await readChatSettings(engine());
    expect(stored).toMatchObject({ enabled: false, contactEmail: 'hello@flo.example' });
    expect(stored.pageSettings).toEqual({
      ...defaults.pageSettings,
      services: { enabled: false },
    });
    expect(stored.pageSettings.home).toEqual({ enabled: true });
    expect(await readAllowedOrigins(engine())).toEqual(['https://floors.example']);
  });

  it('stores a message to an active specialist with its time, a blank phone as null', async () => {
    const { db, tables } = engine();
    const [mid] = await db
      .select({ id: tables.specialists.id })
      .from(tables.specialists)
      .where(eq(tables.specialists.slug, 'mid-floors'));
    const specialistId = mid?.id ?? 0;
    expect(await engine().run(messageRecipient, specialistId)).toEqual({
      name: 'Mid Floors',
      email: 'mid-floors@example.com',
    });
    const at = new Date('2026-11-20T10:15:00.123Z');
    const message = {
      specialistId,
      senderName: 'Sam',
      senderEmail: 'sam@example.com',
      senderPhone: '',
      subject: 'Oak floor',
      message: 'Could you quote for 20 m²?',
      pageUrl: 'https://flo.example/specialists/mid-floors',
      pageType: 'specialist_profile' as const,
    };
    const id = await engine().commit(insertSpecialistMessage, message, at);
    const [stored] = await db
      .select()
      .from(tables.specialistMessages)
      .where(eq(tables.specialistMessages.id, id));
    expect(stored).toMatchObject({ subject: 'Oak floor', senderPhone: null, createdAt: at });
    const sent = await engine().commit(sendSpecialistMessage, message, at, 'https://flo.test');
    const mails = await db
      .select()
      .from(tables.mailOutbox)
      .where(eq(tables.mailOutbox.kind, 'specialist_message'));
    expect(sent).toBeGreaterThan(id);
    expect(mails).toMatchObject([
      { to: 'mid-floors@example.com', replyTo: 'sam@example.com', createdAt: at },
    ]);
    await expect(
      engine().commit(sendSpecialistMessage, { ...message, specialistId: 999_999 }, at, ''),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('has no recipient for a suspended or unknown specialist', async () => {
    const { db, tables } = engine();
    const [gone] = await db
      .select({ id: tables.specialists.id })
      .from(tables.specialists)
      .where(eq(tables.specialists.slug, 'gone-floors'));
    expect(await engine().run(messageRecipient, gone?.id ?? 0)).toBeUndefined();
    expect(await engine().run(messageRecipient, 999_999)).toBeUndefined();
  });
});
