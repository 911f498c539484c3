import { asc, eq, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  changeCity,
  createCity,
  removeLocationPage,
  saveLocationPage,
} from '../../admin/locations/changes.ts';
import {
  findCityBySlug,
  listAdminCities,
  listLocationPages,
} from '../../admin/locations/repository.ts';
import type { AuditActor } from '../../audit/record.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const AT = new Date('2026-03-02T10:00:00.500Z');
const actor: AuditActor = { kind: 'admin', id: 1, label: 'ops@flo.example', source: 'console' };
const text = (intro: string) => ({ intro, seoTitle: `${intro} title`, seoDescription: 'About' });

/** The console's cities and location pages, alike on both engines (ADR 050). */
export const adminLocationCases = describeEachEngine('admin locations', ({ engine }) => {
  let boltonId: number;

  beforeAll(async () => {
    const { services } = engine().tables;
    await engine()
      .db.insert(services)
      .values({ slug: 'carpet', name: 'Carpet', keywords: ['carpet'], description: 'Carpets' })
      .onConflictDoNothing();
    boltonId = await engine().commit(
      createCity,
      { name: 'bolton', region: 'North West', postcodeAreas: ['BL'] },
      actor,
      AT,
    );
    await engine().commit(
      createCity,
      { name: 'Altrincham', region: 'North West', postcodeAreas: ['WA', 'M'] },
      actor,
      AT,
    );
    await insertSpecialist(engine(), 'bolton', { cityId: boltonId });
    await insertSpecialist(engine(), 'away', { cityId: boltonId, status: 'suspended' });
  });

  it('lists cities by name whatever its case, with areas and active specialists', async () => {
    const cities = await engine().run(listAdminCities);
    expect(
      cities.map(({ name, postcodeAreas, specialistCount }) => [
        name,
        postcodeAreas,
        specialistCount,
      ]),
    ).toEqual([
      ['Altrincham', ['WA', 'M'], 0],
      ['bolton', ['BL'], 1],
    ]);
    expect(await engine().run(findCityBySlug, 'bolton')).toMatchObject({
      id: boltonId,
      population: 0,
    });
  });

  it('changes a city with an audit entry, and answers false for an unknown one', async () => {
    const input = { name: 'Bolton', region: 'North West', postcodeAreas: ['BL', 'WN'] };
    expect(await engine().commit(changeCity, boltonId, input, actor, AT)).toBe(true);
    expect(await engine().commit(changeCity, 999_999, input, actor, AT)).toBe(false);
    const { auditLog } = engine().tables;
    const entries = await engine()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `city:${boltonId}`))
      .orderBy(asc(auditLog.id));
    expect(entries.map((entry) => entry.action)).toEqual(['city.create', 'city.update']);
    expect(JSON.parse(entries[1]?.afterJson ?? '{}')).toEqual({
      name: 'Bolton',
      postcodeAreas: ['BL', 'WN'],
    });
  });

  it("writes one text per page, the city's own page first, and removes one", async () => {
    const city = { id: boltonId, slug: 'bolton' };
    await engine().commit(
      saveLocationPage,
      city,
      { ...text('Carpets'), serviceSlug: 'carpet' },
      actor,
      AT,
    );
    await engine().commit(
      saveLocationPage,
      city,
      { ...text('First'), serviceSlug: null },
      actor,
      AT,
    );
    await engine().commit(
      saveLocationPage,
      city,
      { ...text('Bolton'), serviceSlug: null },
      actor,
      AT,
    );
    const pages = await engine().run(listLocationPages);
    expect(pages.map((page) => [page.serviceSlug, page.intro, page.updatedAt])).toEqual([
      [null, 'Bolton', AT],
      ['carpet', 'Carpets', AT],
    ]);
    expect(await engine().commit(removeLocationPage, pages[1]?.id ?? 0, actor, AT)).toBe(true);
    expect(await engine().commit(removeLocationPage, pages[1]?.id ?? 0, actor, AT)).toBe(false);
    expect(await engine().run(listLocationPages)).toHaveLength(1);
    const { auditLog } = engine().tables;
    const entries = await engine()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(like(auditLog.entityId, 'page:%'))
      .orderBy(asc(auditLog.id));
    expect(entries.map((entry) => entry.action)).toEqual([
      'location-page.save',
      'location-page.save',
      'location-page.save',
      'location-page.delete',
    ]);
  });
});
