import { type Specialist, specialistDetailSchema, specialistSchema } from '@flo/contract';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { directoryTest } from '../testing/fixtures.ts';
import { testDialect } from '../testing/open-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

async function getJson(api: TestApp, path: string) {
  const res = await api.app.request(path);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * Suspends a specialist through a connection the app does not hold: another SQLite connection to
 * its file; on PostgreSQL any connection of the pool, none of which the app reads through alone.
 */
async function suspendFromAnotherConnection(api: TestApp, slug: string) {
  if (testDialect() === 'postgres') {
    const { db, tables } = api.engine;
    await db
      .update(tables.specialists)
      .set({ status: 'suspended' })
      .where(eq(tables.specialists.slug, slug));
    return;
  }
  const other = new Database(api.db.$client.name);
  other.prepare(`update specialists set status = 'suspended' where slug = ?`).run(slug);
  other.close();
}

describe('GET /api/specialists/city/{citySlug}', () => {
  directoryTest(
    'lists active specialists, featured first, then by rating and review count',
    async ({ api, directory }) => {
      const { status, body } = await getJson(api, '/api/specialists/city/manchester');
      expect(status).toBe(200);
      const list = specialistSchema.array().parse(body);
      expect(list.map((s) => [s.slug, s.averageRating, s.reviewCount])).toEqual([
        ['oakbridge-flooring-manchester', '4.3', 3],
        ['castle-carpets-manchester', '5.0', 6],
        ['premier-carpets-manchester', '5.0', 1],
        ['fresh-floors-manchester', null, 0],
      ]);
      expect(list[0]).toEqual({
        id: directory.ids['oakbridge-flooring-manchester'],
        name: 'Oakbridge Flooring Ltd',
        slug: 'oakbridge-flooring-manchester',
        city: 'Manchester',
        servicesOffered: ['Hardwood Flooring', 'Engineered Wood'],
        averageRating: '4.3',
        reviewCount: 3,
        featured: true,
      });
      expect(list.filter((s) => s.featured).map((s) => s.slug)).toEqual([
        'oakbridge-flooring-manchester',
      ]);
    },
  );

  directoryTest('normalises the city the way the client builds its slug', async ({ api }) => {
    for (const raw of ['Milton%20Keynes', 'MILTON-KEYNES', '%20milton%20keynes%20']) {
      const { status, body } = await getJson(api, `/api/specialists/city/${raw}`);
      expect(status, raw).toBe(200);
      expect(body, raw).toEqual([
        expect.objectContaining({ slug: 'keynes-vinyl-milton-keynes', averageRating: '3.5' }),
      ]);
    }
  });

  directoryTest(
    'answers an empty list for an unknown city, SQL-looking input included',
    async ({ api }) => {
      for (const city of ['atlantis', encodeURIComponent("x' OR 1=1 --")]) {
        const { status, body } = await getJson(api, `/api/specialists/city/${city}`);
        expect(status, city).toBe(200);
        expect(body, city).toEqual([]);
      }
    },
  );

  // SQLite only: it watches SQLite's statements, and on PostgreSQL a test engine has no listener
  // of the data version stamps, so it keeps nothing (ADR 054).
  directoryTest.runIf(testDialect() === 'sqlite')(
    'answers a page asked for again from memory, without a query',
    async ({ api }) => {
      const first = await api.app.request('/api/specialists/city/manchester?pageSize=2');
      const prepare = vi.spyOn(api.db.$client, 'prepare');
      const again = await api.app.request('/api/specialists/city/manchester?pageSize=2');
      const listingQueries = prepare.mock.calls.filter(([sql]) => /from "specialists"/.test(sql));
      expect(listingQueries).toEqual([]);
      expect(again.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await again.text()).toBe(await first.text());
      const nextPage = await getJson(api, '/api/specialists/city/manchester?page=2&pageSize=2');
      expect((nextPage.body as unknown as { slug: string }[]).map((s) => s.slug)).toEqual([
        'premier-carpets-manchester',
        'fresh-floors-manchester',
      ]);
    },
  );

  directoryTest(
    'shows a write on the next read, from this connection or another',
    async ({ api }) => {
      const slugsAndRatings = async () =>
        (
          (await getJson(api, '/api/specialists/city/manchester')).body as unknown as Specialist[]
        ).map((s) => [s.slug, s.averageRating]);
      expect(await slugsAndRatings()).toEqual([
        ['oakbridge-flooring-manchester', '4.3'],
        ['castle-carpets-manchester', '5.0'],
        ['premier-carpets-manchester', '5.0'],
        ['fresh-floors-manchester', null],
      ]);
      const { db, tables } = api.engine;
      await db
        .update(tables.reviews)
        .set({ status: 'published' })
        .where(eq(tables.reviews.status, 'pending'));
      expect((await slugsAndRatings())[0]).toEqual(['oakbridge-flooring-manchester', '3.5']);
      await suspendFromAnotherConnection(api, 'castle-carpets-manchester');
      expect(await slugsAndRatings()).toEqual([
        ['oakbridge-flooring-manchester', '3.5'],
        ['premier-carpets-manchester', '5.0'],
        ['fresh-floors-manchester', null],
      ]);
    },
  );

  directoryTest(
    'answers an empty list for a wordless or over-long city instead of an error',
    async ({ api }) => {
      for (const city of ['a'.repeat(121), 'a'.repeat(500), '%21%21%21', '%3F%3F%3F', '-']) {
        const { status, body } = await getJson(api, `/api/specialists/city/${city}`);
        expect(status, city).toBe(200);
        expect(body, city).toEqual([]);
      }
    },
  );
});

describe('GET /api/specialists/unified/{slug}', () => {
  directoryTest('answers the profile of an active specialist', async ({ api, directory }) => {
    const { status, body } = await getJson(
      api,
      '/api/specialists/unified/oakbridge-flooring-manchester',
    );
    expect(status).toBe(200);
    expect(specialistDetailSchema.parse(body)).toMatchObject({
      id: directory.ids['oakbridge-flooring-manchester'],
      city: 'Manchester',
      citySlug: 'manchester',
      region: 'North West',
      postcodeAreas: ['M', 'SK'],
      serviceSlugs: ['hardwood', 'engineered-wood'],
      servicesOffered: ['Hardwood Flooring', 'Engineered Wood'],
      averageRating: '4.3',
      reviewCount: 3,
      tier: 'featured',
      website: 'https://oakbridge-flooring-manchester.example',
      claimed: false,
    });
  });

  directoryTest('answers null rating for a specialist with no reviews', async ({ api }) => {
    const { body } = await getJson(api, '/api/specialists/unified/fresh-floors-manchester');
    expect(body).toMatchObject({ averageRating: null, reviewCount: 0, website: null });
  });

  directoryTest('answers 404 for unknown and suspended specialists', async ({ api }) => {
    for (const slug of ['nobody-manchester', 'shady-tiles-manchester']) {
      const { status, body } = await getJson(api, `/api/specialists/unified/${slug}`);
      expect(status, slug).toBe(404);
      expect(body, slug).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  directoryTest(
    'answers 400 for a slug outside lower-case letters, digits and hyphens',
    async ({ api }) => {
      const { status, body } = await getJson(api, '/api/specialists/unified/Robert%27s%3Cb%3E');
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: { code: 'validation_failed' } });
    },
  );
});

describe('GET /api/specialists/{city}/{service}', () => {
  directoryTest('counts active specialists of the city offering the service', async ({ api }) => {
    expect(await getJson(api, '/api/specialists/manchester/carpet')).toEqual({
      status: 200,
      body: { totalSpecialists: 3, averageRating: '5.0' },
    });
    expect((await getJson(api, '/api/specialists/Manchester/hardwood')).body).toEqual({
      totalSpecialists: 1,
      averageRating: '4.3',
    });
  });

  directoryTest('answers zeros for a city without such specialists', async ({ api }) => {
    for (const path of [
      '/api/specialists/manchester/tile',
      '/api/specialists/atlantis/carpet',
      '/api/specialists/%21%21%21/carpet',
      `/api/specialists/${'m'.repeat(201)}/carpet`,
    ]) {
      expect(await getJson(api, path), path).toEqual({
        status: 200,
        body: { totalSpecialists: 0, averageRating: null },
      });
    }
  });

  directoryTest('answers 400 for a service that is not one of the six', async ({ api }) => {
    for (const service of ['other', 'plumbing', 'CARPET']) {
      const { status, body } = await getJson(api, `/api/specialists/manchester/${service}`);
      expect(status, service).toBe(400);
      expect(body, service).toMatchObject({ error: { fields: { service: expect.any(Array) } } });
    }
  });
});
