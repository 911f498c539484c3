import type { PlaceChoice, PlaceMatch } from '@flo/contract';
import { match as findPostcodes, parse as parsePostcode, validOutcode } from 'postcode';
import { milesBetween } from './distance.ts';
import type { Gazetteer, GeoPoint } from './gazetteer.ts';
import { closestNames, namesakes, placeChoices } from './place-readings.ts';
import { POSTCODE_AREA_TOWNS } from './postcode-areas.ts';

/** A place the text was understood as, with where it is. */
export interface ResolvedPlace extends GeoPoint {
  match: PlaceMatch;
  /** The name fits several places ('Newcastle'): which the visitor may mean; this is the first. */
  choices?: PlaceChoice[];
}

/** A directory city by the name a visitor typed, when it has coordinates. */
export type DirectoryCityLookup = (name: string) => (GeoPoint & { name: string }) | undefined;

/** 'Newport, Isle of Wight' is not the directory's Newport (Wales) when they are this far apart. */
const SAME_PLACE_MILES = 10;
// What people put before a place: 'near Leeds', 'nr. York', "I'm in Stockport", 'we live near Bath'.
const LEADING_FILLER =
  /^(?:(?:i|we)\s*(?:'m|’m|am|'re|’re|are|live)?\s*(?:based|living|located)?\s+)?(?:near|nr\.?|in|around|close to|just outside|outside)\s+/i;

function atPostTown(
  gazetteer: Gazetteer,
  area: string,
  match: Omit<PlaceMatch, 'label'>,
): ResolvedPlace | undefined {
  const town = POSTCODE_AREA_TOWNS[area];
  const place = town ? gazetteer.findPlace(town) : undefined;
  return place
    ? {
        latitude: place.latitude,
        longitude: place.longitude,
        match: { ...match, label: place.name },
      }
    : undefined;
}

/** The outward code in `candidates` whose area is a real postcode area, upper-case. */
function findOutcode(candidates: string[]): { outcode: string; area: string } | undefined {
  for (const candidate of candidates) {
    const outcode = candidate.replace(/\s+/g, '').toUpperCase();
    const area = /^[A-Z]+/.exec(outcode)?.[0] ?? '';
    if (validOutcode(outcode) && POSTCODE_AREA_TOWNS[area]) return { outcode, area };
  }
  return undefined;
}

/** A full postcode anywhere in the text, or a part that is just an outward code ('LS6'). */
function resolvePostcode(gazetteer: Gazetteer, text: string, parts: string[]) {
  const full = parsePostcode(text).valid ? text : findPostcodes(text)[0];
  const parsed = full ? parsePostcode(full) : undefined;
  if (parsed?.valid) {
    return atPostTown(gazetteer, parsed.area, { kind: 'postcode', postcode: parsed.postcode });
  }
  const found = findOutcode([text, ...parts]);
  return found
    ? atPostTown(gazetteer, found.area, { kind: 'outcode', postcode: found.outcode })
    : undefined;
}

/** One name, with the parts after it as a county hint ('Leeds' + 'West Yorkshire'). */
function resolveName(
  gazetteer: Gazetteer,
  directoryCity: DirectoryCityLookup,
  name: string,
  countyHint: string | undefined,
): ResolvedPlace | undefined {
  // A county hint settles which place is meant; without one, every namesake is a reading.
  const readings = countyHint ? [] : namesakes(gazetteer, name);
  const place = countyHint ? gazetteer.findPlace(name, countyHint) : readings[0];
  const choices = readings.length > 1 ? { choices: placeChoices(gazetteer, readings) } : {};
  // 'Isle of Wight' is the county, not whichever place's name runs on from it.
  if (gazetteer.isCountyName(name) && !gazetteer.findPlace(name)) {
    return countyNamed(gazetteer, name);
  }
  const city = directoryCity(name);
  if (city && (!countyHint || !place || milesBetween(place, city) <= SAME_PLACE_MILES)) {
    return {
      latitude: city.latitude,
      longitude: city.longitude,
      match: { kind: 'city', label: city.name },
      ...choices,
    };
  }
  if (place) {
    return {
      latitude: place.latitude,
      longitude: place.longitude,
      match: { kind: 'town', label: place.name },
      ...choices,
    };
  }
  return countyNamed(gazetteer, name);
}

function countyNamed(gazetteer: Gazetteer, name: string): ResolvedPlace | undefined {
  const county = gazetteer.findCounty(name);
  return county
    ? {
        latitude: county.latitude,
        longitude: county.longitude,
        match: { kind: 'county', label: county.name },
      }
    : undefined;
}

/**
 * Understands what a visitor typed as a location: a full or partial UK postcode (placed at
 * its area's post town), a directory city, any GB town or village of 1,000 people or more,
 * a county, or 'Town, County'. Comma-separated addresses are read whole first, then part by
 * part ('12 High Street, Leeds'). `undefined` when nothing in the text is a place.
 *
 * @example
 * resolvePlaceText(loadGazetteer(), lookup, 'Leeds, West Yorkshire')?.match; // { kind: 'city', label: 'Leeds' }
 */
export function resolvePlaceText(
  gazetteer: Gazetteer,
  directoryCity: DirectoryCityLookup,
  text: string,
): ResolvedPlace | undefined {
  const cleaned = text.trim().replace(LEADING_FILLER, '');
  const parts = cleaned
    .split(',')
    .map((part) => part.trim().replace(LEADING_FILLER, ''))
    .filter(Boolean);
  if (!cleaned) return undefined;
  const byPostcode = resolvePostcode(gazetteer, cleaned, parts);
  if (byPostcode) return byPostcode;
  const whole = resolveName(gazetteer, directoryCity, cleaned, undefined);
  if (whole) return whole;
  for (const [i, part] of parts.length > 1 ? parts.entries() : []) {
    const countyHint = parts.slice(i + 1).find((later) => gazetteer.isCountyName(later));
    const found = resolveName(gazetteer, directoryCity, part, countyHint);
    if (found) return found;
  }
  // Last, an outward code among the words ('Leeds LS1'), only now so 'Unit B2' loses to a town.
  const word = findOutcode(cleaned.split(/[\s,]+/));
  return word
    ? atPostTown(gazetteer, word.area, { kind: 'outcode', postcode: word.outcode })
    : undefined;
}

/**
 * For text that is no place, the gazetteer names spelt closest to it (the whole text, else its
 * first comma-separated part), for 'Did you mean …?'.
 *
 * @example
 * suggestPlaces(loadGazetteer(), 'Manchster'); // [{ label: 'Manchester', query: 'Manchester' }]
 */
export function suggestPlaces(gazetteer: Gazetteer, text: string): PlaceChoice[] {
  const cleaned = text.trim().replace(LEADING_FILLER, '');
  const whole = closestNames(gazetteer, cleaned);
  if (whole.length > 0) return whole;
  const [first] = cleaned.split(',');
  return first && first !== cleaned ? closestNames(gazetteer, first) : [];
}
