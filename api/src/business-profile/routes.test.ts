import { businessProfileSchema, specialistDetailSchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { BusinessTestApp } from '../testing/business-app.ts';
import { errorOf } from '../testing/enquiries.ts';
import { businessTest } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';

const profileOf = async (api: BusinessTestApp, token: string) =>
  businessProfileSchema.parse(await (await api.call(token, 'GET', '/api/business/profile')).json());
const publicProfile = async (api: TestApp, slug: string) =>
  specialistDetailSchema.parse(
    await (await api.app.request(`/api/specialists/unified/${slug}`)).json(),
  );
async function castleRow({ engine: { db, tables }, specialistIds }: BusinessTestApp) {
  const { specialists } = tables;
  const [row] = await db
    .select()
    .from(specialists)
    .where(eq(specialists.id, specialistIds['castle-carpets'] as number));
  return row;
}
const mailsOf = ({ engine: { db, tables } }: TestApp) =>
  db.select().from(tables.mailOutbox).orderBy(tables.mailOutbox.id);

describe('GET /api/business/profile', () => {
  businessTest(
    'shows the business its own listing and the services it may choose from',
    async ({ api }) => {
      const profile = await profileOf(api, api.tokens.castle);
      expect(profile).toMatchObject({
        name: 'Castle Carpets',
        slug: 'castle-carpets-manchester',
        city: 'Manchester',
        services: ['carpet', 'laminate'],
        email: 'castle-carpets@example.test',
        areas: [],
      });
      expect(profile.serviceChoices.map((s) => s.slug)).not.toContain('other');
      expect(profile.serviceChoices).toContainEqual({ slug: 'tile', name: 'Tile Installation' });
    },
  );
});

describe('PATCH /api/business/profile', () => {
  businessTest(
    'changes only its own listing, and the public profile shows the change',
    async ({ api }) => {
      const res = await api.call(api.tokens.castle, 'PATCH', '/api/business/profile', {
        description: 'Family carpet fitters covering Greater Manchester since 1998.',
        services: ['tile', 'carpet'],
        phone: '+44 161 496 0000',
        website: 'https://castle-carpets.example',
        areas: ['Salford', 'Stockport', 'Salford'],
      });
      expect(res.status).toBe(200);
      const profile = businessProfileSchema.parse(await res.json());
      expect(profile).toMatchObject({
        services: ['tile', 'carpet'],
        phone: '0161 496 0000',
        areas: ['Salford', 'Stockport'],
      });

      const shown = await publicProfile(api, 'castle-carpets-manchester');
      expect(shown.areas).toEqual(['Salford', 'Stockport']);
      expect(shown.description).toBe(
        'Family carpet fitters covering Greater Manchester since 1998.',
      );
      expect(shown.serviceSlugs).toEqual(['tile', 'carpet']);
      // Carpet keeps the listing's own wording (the fixture's 'carpet'); tile, new, its name.
      expect(shown.servicesOffered).toEqual(['Tile Installation', 'carpet']);
      expect(shown.website).toBe('https://castle-carpets.example');
      expect((await publicProfile(api, 'premier-carpets-manchester')).areas).toEqual([]);

      const cleared = await api.call(api.tokens.castle, 'PATCH', '/api/business/profile', {
        website: '',
      });
      expect(businessProfileSchema.parse(await cleared.json()).website).toBeNull();
    },
  );

  businessTest(
    'moves its leads to a new address at once and tells the old address',
    async ({ api }) => {
      const res = await api.call(api.tokens.castle, 'PATCH', '/api/business/profile', {
        email: 'leads@castle-carpets.example',
      });
      expect(businessProfileSchema.parse(await res.json()).email).toBe(
        'leads@castle-carpets.example',
      );
      const notices = (await mailsOf(api)).filter((m) => m.kind === 'lead_address_changed');
      expect(notices).toHaveLength(1);
      expect(notices[0]?.to).toBe('castle-carpets@example.test');
      expect(notices[0]?.text).toContain('to leads@castle-carpets.example, not to this address');
      await api.call(api.tokens.castle, 'PATCH', '/api/business/profile', {
        email: 'LEADS@castle-carpets.example',
        phone: '0161 496 0000',
      });
      expect(await mailsOf(api)).toHaveLength(1);
    },
  );

  businessTest(
    'answers 400 naming the field and changes nothing for bad input',
    async ({ api }) => {
      const before = await castleRow(api);
      for (const [body, field] of [
        [{ phone: '+1 212 555 0100' }, 'phone'],
        [{ phone: '12345' }, 'phone'],
        [{ services: ['carpet', 'helicopters'] }, 'services'],
        [{ services: ['other'] }, 'services'],
        [{ services: [] }, 'services'],
        [{ website: 'javascript:alert(1)' }, 'website'],
        [{ email: 'not an address' }, 'email'],
        [{ description: 'Too short' }, 'description'],
        [{ areas: ['x'] }, 'areas.0'],
        [{ serviceRadiusMiles: 0 }, 'serviceRadiusMiles'],
        [{ serviceRadiusMiles: 101 }, 'serviceRadiusMiles'],
        [{ serviceRadiusMiles: 12.5 }, 'serviceRadiusMiles'],
      ] as const) {
        const res = await api.call(api.tokens.castle, 'PATCH', '/api/business/profile', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect((await errorOf(res)).fields, JSON.stringify(body)).toHaveProperty([field]);
      }
      expect(await castleRow(api)).toEqual(before);
      expect((await profileOf(api, api.tokens.castle)).services).toEqual(['carpet', 'laminate']);
    },
  );

  businessTest('sets how far the business travels, or says nothing again', async ({ api }) => {
    const res = await api.call(api.tokens.castle, 'PATCH', '/api/business/profile', {
      serviceRadiusMiles: 25,
    });
    expect(businessProfileSchema.parse(await res.json()).serviceRadiusMiles).toBe(25);
    expect((await castleRow(api))?.serviceRadiusMiles).toBe(25);
    await api.call(api.tokens.castle, 'PATCH', '/api/business/profile', {
      serviceRadiusMiles: null,
    });
    expect((await castleRow(api))?.serviceRadiusMiles).toBeNull();
  });
});
