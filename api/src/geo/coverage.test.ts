import { describe, expect } from 'vitest';
import { seededApiTest } from '../testing/fixtures.ts';
import { coverageOn } from './coverage.ts';
import { milesBetween } from './distance.ts';

describe('coverageOf', () => {
  seededApiTest(
    'places the city, the towns named and the largest towns inside the radius',
    async ({ api }) => {
      const coverage = await api.engine.run(coverageOn, {
        citySlug: 'manchester',
        areas: ['Stockport', 'Nowhere-on-the-Map'],
        serviceRadiusMiles: 15,
      });
      expect(coverage?.base.name).toBe('Manchester');
      expect(coverage?.radiusMiles).toBe(15);
      const towns = coverage?.towns ?? [];
      expect(towns.find((town) => town.name === 'Stockport')).toMatchObject({ named: true });
      expect(towns.filter((town) => !town.named).length).toBe(8);
      for (const town of towns) {
        expect(milesBetween(coverage?.base ?? town, town)).toBeLessThanOrEqual(15.5);
        expect(town.name).not.toBe('Manchester');
      }
      expect(towns.map((town) => town.miles)).toEqual(
        [...towns.map((town) => town.miles)].sort((a, b) => a - b),
      );
      expect(towns.map((town) => town.name)).toContain('Bolton');
      expect(coverage?.nearbyCities.map((city) => city.slug)).not.toContain('manchester');
      const townNames = new Set(towns.map((town) => town.name));
      expect(coverage?.nearbyCities.filter((city) => townNames.has(city.name))).toEqual([]);
    },
  );

  seededApiTest('takes the town of a shared name nearest the city', async ({ api }) => {
    const coverage = await api.engine.run(coverageOn, {
      citySlug: 'cardiff',
      areas: ['Newport'],
      serviceRadiusMiles: null,
    });
    expect(coverage?.towns).toEqual([
      expect.objectContaining({ name: 'Newport', named: true, miles: 11 }),
    ]);
    expect(coverage?.radiusMiles).toBeNull();
    // Newport is a directory city too: drawn once, as a town served.
    expect(coverage?.nearbyCities.map((city) => city.slug)).not.toContain('newport');
  });

  seededApiTest('is null for a city the directory has not placed', async ({ api }) => {
    expect(
      await api.engine.run(coverageOn, { citySlug: 'atlantis', areas: [], serviceRadiusMiles: 10 }),
    ).toBeNull();
  });
});
