import { resolvedLocationSchema } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { demoFileTest } from '../testing/fixtures.ts';
import { testDialect } from '../testing/open-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { loadGazetteer } from './gazetteer.ts';
import { placeReading } from './nearest-cities.ts';
import { closestNames, namesakes, placeChoices } from './place-readings.ts';

async function resolve(api: TestApp, q: string, service = 'carpet') {
  const res = await api.app.request(
    `/api/locations/resolve?${new URLSearchParams({ q, service })}`,
  );
  expect(res.status, q).toBe(200);
  return resolvedLocationSchema.parse(await res.json());
}

describe('names of several places', () => {
  demoFileTest(
    "asks which Newcastle: upon Tyne or under Lyme, from the gazetteer's populations",
    async ({ api }) => {
      const names = namesakes(loadGazetteer(), 'Newcastle').map((place) => place.name);
      expect(names).toEqual(['Newcastle upon Tyne', 'Newcastle under Lyme']);
      const answer = await resolve(api, 'Newcastle');
      expect(answer.choices.map((choice) => choice.label)).toEqual([
        'Newcastle upon Tyne',
        'Newcastle under Lyme',
      ]);
      const lyme = await resolve(api, answer.choices[1]?.query ?? '');
      expect(lyme.choices).toEqual([]);
      expect(lyme.match).toEqual({ kind: 'town', label: 'Newcastle under Lyme' });
      expect(lyme.nearest[0]?.slug).toBe('stoke-on-trent');
    },
  );

  demoFileTest(
    'tells namesakes apart by county, and each choice resolves to its own place',
    async ({ api }) => {
      const answer = await resolve(api, 'St Ives');
      expect(answer.choices.map((choice) => choice.label)).toEqual([
        'St Ives, Cornwall',
        'Saint Ives, Cambridgeshire',
      ]);
      const cambridgeshire = await resolve(api, answer.choices[1]?.query ?? '');
      expect(cambridgeshire.nearest[0]).toMatchObject({ slug: 'cambridge' });
      const cornwall = await resolve(api, answer.choices[0]?.query ?? '');
      expect(cornwall.nearest).toEqual([]);
      expect(cornwall.distant[0]?.slug).toBe('plymouth');
    },
  );

  demoFileTest('does not ask about a far smaller namesake: London is London', async ({ api }) => {
    expect((await resolve(api, 'London')).choices).toEqual([]);
    expect((await resolve(api, 'Leeds')).choices).toEqual([]);
  });
});

describe('misspelt places', () => {
  demoFileTest("offers the closest names: 'Manchster' → Manchester first", async ({ api }) => {
    const answer = await resolve(api, 'Manchster');
    expect(answer.match).toBeNull();
    expect(answer.suggestions[0]).toEqual({ label: 'Manchester', query: 'Manchester' });
    expect(closestNames(loadGazetteer(), 'Glasgw')[0]?.label).toBe('Glasgow');
  });

  it('suggests nothing for short or far-off text', () => {
    expect(closestNames(loadGazetteer(), 'zz')).toEqual([]);
    expect(closestNames(loadGazetteer(), 'qqqqqqqqqq')).toEqual([]);
  });
});

describe('places far from every directory city', () => {
  demoFileTest(
    'names the nearest served cities at any distance, with their specialists',
    async ({ api }) => {
      const lerwick = await resolve(api, 'Lerwick');
      expect(lerwick.match?.label).toBe('Lerwick');
      expect(lerwick.nearest).toEqual([]);
      expect(lerwick.distant[0]?.slug).toBe('aberdeen');
      expect(lerwick.distant[0]?.distanceMiles).toBeGreaterThan(150);
      expect(lerwick.specialists.length).toBeGreaterThan(0);
      expect(
        lerwick.specialists.every((s) => s.city === 'Aberdeen' || s.city === 'Inverness'),
      ).toBe(true);
    },
  );

  demoFileTest('lists none when someone is within 50 miles', async ({ api }) => {
    const wight = await resolve(api, 'Isle of Wight');
    expect(wight.nearest[0]?.slug).toBe('portsmouth');
    expect(wight.distant).toEqual([]);
  });
});

describe('every town and village in the gazetteer', () => {
  // SQLite only: thousands of readings, each several queries; a PostgreSQL test engine keeps no
  // city points (ADR 054), so there it takes minutes. The same readings run on both engines above.
  demoFileTest.runIf(testDialect() === 'sqlite')(
    'resolves to somewhere with specialists, near or far, or asks which one is meant',
    async ({ api }) => {
      const gazetteer = loadGazetteer();
      const unresolved: string[] = [];
      for (const [, places] of gazetteer.namedPlaces()) {
        const [place] = places;
        if (!place) continue;
        const reading = await api.engine.run(placeReading, place.name);
        const offered = reading.nearest.length + reading.distant.length > 0;
        if (!reading.match || !offered) unresolved.push(place.name);
        for (const choice of reading.choices) {
          const chosen = await api.engine.run(placeReading, choice.query);
          if (!chosen.match || chosen.choices.length > 0) unresolved.push(choice.query);
        }
      }
      expect(unresolved).toEqual([]);
    },
  );

  it("names each namesake's own county in its choice", () => {
    const gazetteer = loadGazetteer();
    const choices = placeChoices(gazetteer, namesakes(gazetteer, 'Richmond'));
    expect(choices.map((choice) => choice.label)).toEqual([
      'Richmond, North Yorkshire',
      'Richmond, Greater London',
    ]);
  });
});
