import { citySlug } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { milesBetween } from './distance.ts';
import { loadGazetteer } from './gazetteer.ts';
import { type DirectoryCityLookup, resolvePlaceText } from './resolve-place.ts';

const gazetteer = loadGazetteer();
// A directory of two cities, placed where the gazetteer puts them, as the seed does.
const directory = ['Manchester', 'Leeds', 'Newport'].map((name) => {
  const centre = gazetteer.findCityCentre(name);
  if (!centre) throw new Error(`no centre for ${name}`);
  return { name, latitude: centre.latitude, longitude: centre.longitude };
});
const directoryCity: DirectoryCityLookup = (name) =>
  directory.find((city) => citySlug(city.name) === citySlug(name));
const resolve = (text: string) => resolvePlaceText(gazetteer, directoryCity, text);

describe('resolvePlaceText', () => {
  it('places full postcodes at their area post town, anywhere in an address', () => {
    expect(resolve('M14 5AB')?.match).toEqual({
      kind: 'postcode',
      label: 'Manchester',
      postcode: 'M14 5AB',
    });
    expect(resolve('m145ab')?.match.postcode).toBe('M14 5AB');
    expect(resolve('12 High Street, Didsbury, M20 2AB')?.match).toMatchObject({
      kind: 'postcode',
      postcode: 'M20 2AB',
    });
    expect(resolve('CH1 2HU')?.match).toMatchObject({ kind: 'postcode', label: 'Chester' });
  });

  it('reads an outward code on its own as a partial postcode', () => {
    expect(resolve('LS6')?.match).toEqual({ kind: 'outcode', label: 'Leeds', postcode: 'LS6' });
    expect(resolve('sk4')?.match).toEqual({ kind: 'outcode', label: 'Stockport', postcode: 'SK4' });
    expect(resolve('Somewhere LS1')?.match).toEqual({
      kind: 'outcode',
      label: 'Leeds',
      postcode: 'LS1',
    });
    expect(resolve('Unit B2, Stockport')?.match).toEqual({ kind: 'town', label: 'Stockport' });
  });

  it('names directory cities as cities, and other towns and villages as towns', () => {
    expect(resolve(' manchester ')?.match).toEqual({ kind: 'city', label: 'Manchester' });
    expect(resolve('Stockport')?.match).toEqual({ kind: 'town', label: 'Stockport' });
    for (const text of ['near Stockport', "I'm in Stockport", 'we live near Stockport']) {
      expect(resolve(text)?.match, text).toEqual({ kind: 'town', label: 'Stockport' });
    }
    expect(resolve('Grassington')?.match).toEqual({ kind: 'town', label: 'Grassington' });
    expect(resolve('Stoke on Trent')?.match).toEqual({ kind: 'town', label: 'Stoke-on-Trent' });
  });

  it('reads counties, metropolitan counties and counties split in parts', () => {
    expect(resolve('Lancashire')?.match).toEqual({ kind: 'county', label: 'Lancashire' });
    expect(resolve('Greater Manchester')?.match).toEqual({
      kind: 'county',
      label: 'Greater Manchester',
    });
    const manchester = directory[0];
    const greater = resolve('Greater Manchester');
    if (!greater || !manchester) throw new Error('unresolved');
    expect(milesBetween(greater, manchester)).toBeLessThan(10);
    expect(resolve('Sussex')?.match).toEqual({ kind: 'county', label: 'Sussex' });
  });

  it("reads 'Town, County' and addresses part by part", () => {
    expect(resolve('Leeds, West Yorkshire')?.match).toEqual({ kind: 'city', label: 'Leeds' });
    expect(resolve('Hebden Bridge, West Yorkshire')?.match).toEqual({
      kind: 'town',
      label: 'Hebden Bridge',
    });
    expect(resolve('3 Park Row, Leeds')?.match).toEqual({ kind: 'city', label: 'Leeds' });
    expect(resolve('Newport')?.match).toEqual({ kind: 'city', label: 'Newport' });
    const wight = resolve('Newport, Isle of Wight');
    expect(wight?.match).toEqual({ kind: 'town', label: 'Newport' });
    expect(wight?.latitude).toBeLessThan(50.8);
  });

  it('answers undefined for text that is no place', () => {
    for (const text of ['asdfgh qwerty', '', '   ', 'North', 'and', '!!!', 'ZZ99']) {
      expect(resolve(text), text).toBeUndefined();
    }
  });
});
