import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  adminSpecialistsPage,
  findCityId,
  insertSpecialist as insertListing,
  setServices,
  slugTaken,
  specialistForAdmin,
  updateSpecialist,
} from '../../admin/specialists/repository.ts';
import { searchMatch } from '../../search/fts-query.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertLead, insertReview, insertSpecialist } from './specialist-rows.ts';

const AT = new Date('2026-03-02T10:00:00.250Z');
const page = { sort: 'name', order: 'asc', page: 1 } as const;

/** The console's listings, the same on SQLite and PostgreSQL (ADR 050). */
export const adminSpecialistCases = describeEachEngine('console listings', ({ engine }) => {
  let cityId = 0;
  let listingId = 0;

  beforeAll(async () => {
    const { db, tables } = engine();
    const service = (slug: string, name: string) => ({
      slug,
      name,
      keywords: [slug],
      description: `${name} floors`,
    });
    await db
      .insert(tables.services)
      .values([service('carpet', 'Carpet'), service('vinyl', 'Vinyl')]);
    const first = await insertSpecialist(engine(), 'beta');
    cityId = first.cityId;
    const other = await insertSpecialist(engine(), 'charlie', { cityId, status: 'suspended' });
    const [business] = await db
      .insert(tables.businesses)
      .values({ email: 'owner@charlie.test', name: 'Charlie', specialistId: other.specialistId })
      .returning({ id: tables.businesses.id });
    await db
      .update(tables.specialists)
      .set({ claimedByBusinessId: business?.id ?? null })
      .where(eq(tables.specialists.id, other.specialistId));
    listingId = await engine().commit(insertListing, {
      slug: 'alpha-floors',
      name: 'Delta Floors',
      cityId,
      description: 'Parquet restored by hand.',
      email: 'alpha@example.com',
      phone: '01610000000',
      postcode: 'M1 1AA',
      status: 'active',
    });
    await engine().commit(setServices, listingId, ['vinyl', 'carpet', 'none']);
  });

  it('pages by name without regard to case, or when added, with claimed as a boolean', async () => {
    const byName = await engine().run(adminSpecialistsPage, page);
    expect(byName.rows.map((l) => [l.name, l.claimed])).toEqual([
      ['beta Floors', false],
      ['charlie Floors', true],
      ['Delta Floors', false],
    ]);
    expect(byName.total).toBe(3);
    const newest = await engine().run(adminSpecialistsPage, {
      ...page,
      sort: 'added',
      order: 'desc',
    });
    expect(newest.rows[0]?.slug).toBe('alpha-floors');
    const suspended = await engine().run(adminSpecialistsPage, { ...page, status: 'suspended' });
    expect(suspended).toMatchObject({
      total: 1,
      rows: [{ slug: 'charlie-floors', city: 'beta City' }],
    });
    const inCity = await engine().run(adminSpecialistsPage, { ...page, citySlug: 'beta-city' });
    expect(inCity.total).toBe(3);
  });

  it('finds listings by their words, the last one a prefix', async () => {
    const match = searchMatch('parq');
    expect((await engine().run(adminSpecialistsPage, { ...page, match })).rows).toMatchObject([
      { slug: 'alpha-floors' },
    ]);
    const none = searchMatch('marble');
    expect(await engine().run(adminSpecialistsPage, { ...page, match: none })).toEqual({
      rows: [],
      total: 0,
    });
  });

  it('edits a listing: suspension reason, website cleared, services replaced in order', async () => {
    expect(await engine().run(findCityId, 'beta-city')).toBe(cityId);
    expect(await engine().run(slugTaken, 'alpha-floors')).toBe(true);
    expect(await engine().run(slugTaken, 'omega-floors')).toBe(false);
    const suspend = { status: 'suspended', suspendedReason: 'Unpaid', website: '' } as const;
    expect(await engine().commit(updateSpecialist, listingId, suspend)).toBe(true);
    expect(await engine().commit(updateSpecialist, 999_999, suspend)).toBe(false);
    const reinstate = {
      status: 'active' as const,
      services: ['carpet' as const, 'vinyl' as const],
    };
    await engine().commit(updateSpecialist, listingId, reinstate);
    await insertReview(engine(), listingId, { rating: 5, at: AT });
    await insertLead(engine(), listingId, 'admin-lead', AT);
    const detail = await engine().run(specialistForAdmin, listingId);
    expect(detail).toMatchObject({
      city: 'beta City',
      specialist: { status: 'active', suspendedReason: null, website: null },
      business: undefined,
      recentReviews: [{ rating: 5, verified: false, createdAt: AT }],
      leads: [{ reference: 'admin-lead', createdAt: AT }],
    });
    expect(detail?.serviceNames.sort()).toEqual(['Carpet', 'Vinyl']);
    expect(await engine().run(specialistForAdmin, 999_999)).toBeUndefined();
  });
});
