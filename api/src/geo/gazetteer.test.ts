import { describe, expect, it } from 'vitest';
import { UK_CITIES } from '../seed/cities.ts';
import { milesBetween } from './distance.ts';
import { loadGazetteer } from './gazetteer.ts';
import { buildGbGazetteer } from './gazetteer-build.ts';
import { POSTCODE_AREA_TOWNS } from './postcode-areas.ts';

const gazetteer = loadGazetteer();
// Rough box around Great Britain and Northern Ireland.
const inUk = (p: { latitude: number; longitude: number }) =>
  p.latitude > 49.8 && p.latitude < 61 && p.longitude > -8.7 && p.longitude < 2;

describe('GB gazetteer', () => {
  it('holds only GB places, with the towns and villages of 1,000 people or more', () => {
    const data = buildGbGazetteer();
    expect(data.places.length).toBeGreaterThan(4000);
    expect(data.places.every(([, latitude, longitude]) => inUk({ latitude, longitude }))).toBe(
      true,
    );
    expect(gazetteer.findPlace('Grassington')?.population).toBeGreaterThan(1000);
  });

  it('places every seeded city, choosing the big city over a namesake', () => {
    for (const city of UK_CITIES) {
      const centre = gazetteer.findCityCentre(city.name);
      expect(centre && inUk(centre), city.name).toBe(true);
    }
    expect(gazetteer.findCityCentre('Hull')?.name).toBe('Kingston upon Hull');
    expect(gazetteer.findCityCentre('Newcastle')?.name).toBe('Newcastle upon Tyne');
  });

  it('knows the post town of every postcode area', () => {
    for (const [area, town] of Object.entries(POSTCODE_AREA_TOWNS)) {
      expect(gazetteer.findPlace(town)?.name, area).toBeDefined();
    }
  });

  it('tells namesakes apart by county', () => {
    const wales = gazetteer.findPlace('Newport');
    const wight = gazetteer.findPlace('Newport', 'Isle of Wight');
    if (!wales || !wight) throw new Error('Newport not found');
    expect(milesBetween(wales, wight)).toBeGreaterThan(50);
    expect(wight.latitude).toBeLessThan(50.8);
  });
});
