import { beforeAll, expect, it } from 'vitest';
import {
  findListing,
  listingServiceChoices,
  offeredServicesOf,
  serviceNamesOf,
  updateListing,
} from '../../business-profile/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const service = (slug: string, name: string) => ({
  slug,
  name,
  keywords: [slug],
  description: `${name} fitted.`,
});

/** A business's own listing, alike on SQLite and PostgreSQL (ADR 050). */
export const businessProfileCases = describeEachEngine('business profile', ({ engine }) => {
  let specialistId: number;

  beforeAll(async () => {
    specialistId = (await insertSpecialist(engine(), 'profile')).specialistId;
    await engine()
      .db.insert(engine().tables.services)
      .values([
        service('vinyl', 'Vinyl'),
        service('carpet', 'carpet'),
        service('other', 'Other'),
        service('oak', 'Oak'),
      ]);
  });

  it('reads the listing with its city, and the services a listing may offer by name', async () => {
    expect(await engine().run(findListing, specialistId)).toMatchObject({
      name: 'profile Floors',
      city: 'profile City',
      website: null,
      areas: [],
    });
    const choices = await engine().run(listingServiceChoices);
    expect(choices.map((choice) => choice.slug)).toEqual(['oak', 'vinyl', 'carpet']);
    const names = await engine().run(serviceNamesOf, ['oak', 'other', 'none']);
    expect([...names]).toEqual([['oak', 'Oak']]);
  });

  it('replaces the offered services in the order given, with the changed fields', async () => {
    const offered = [
      { slug: 'vinyl', label: 'Luxury vinyl' },
      { slug: 'carpet', label: 'Wool carpets' },
    ];
    const changes = { areas: ['Salford'], website: 'https://floors.example', services: offered };
    await engine().commit(updateListing, specialistId, changes);
    expect(await engine().run(offeredServicesOf, specialistId)).toEqual(offered);
    expect(await engine().run(findListing, specialistId)).toMatchObject({
      areas: ['Salford'],
      website: 'https://floors.example',
    });
  });
});
