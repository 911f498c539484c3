import { match as findPostcodes, parse as parsePostcode, validOutcode } from 'postcode';
import type { PlaceMatch } from '../contract/geo.ts';
import { milesBetween } from './distance.ts';
import type { Gazetteer, GeoPoint } from './gazetteer.ts';
import { POSTCODE_AREA_TOWNS } from './postcode-areas.ts';

/** A place the text was understood as, with where it is. */
export interface ResolvedPlace extends GeoPoint {
  match: PlaceMatch;
}

/** A directory city by the name a visitor typed, when it has coordinates. */
export type DirectoryCityLookup = (name: string) => (GeoPoint & { name: string }) | undefined;

/** 'Newport, Shropshire' is not the directory's Newport when they are this far apart. */
const SAME_PLACE_MILES = 10;
// What people put before a place: 'near Leeds', 'in Stockport', 'nr. York'.
const LEADING_FILLER = /^(?:near|nr\.?|in|around|close to|just outside)\s+/i;

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

/** A full postcode anywhere in the text, or a part that is just an outward code ('LS6'). */
function resolvePostcode(gazetteer: Gazetteer, text: string, parts: string[]) {
  const full = parsePostcode(text).valid ? text : findPostcodes(text)[0];
  const parsed = full ? parsePostcode(full) : undefined;
  if (parsed?.valid) {
    return atPostTown(gazetteer, parsed.area, { kind: 'postcode', postcode: parsed.postcode });
  }
  for (const part of [text, ...parts]) {
    const outcode = part.replace(/\s+/g, '').toUpperCase();
    if (validOutcode(outcode)) {
      const area = /^[A-Z]+/.exec(outcode)?.[0] ?? '';
      return atPostTown(gazetteer, area, { kind: 'outcode', postcode: outcode });
    }
  }
  return undefined;
}

/** One name, with the parts after it as a county hint ('Leeds' + 'West Yorkshire'). */
function resolveName(
  gazetteer: Gazetteer,
  directoryCity: DirectoryCityLookup,
  name: string,
  countyHint: string | undefined,
): ResolvedPlace | undefined {
  const place = gazetteer.findPlace(name, countyHint);
  const city = directoryCity(name);
  if (city && (!countyHint || !place || milesBetween(place, city) <= SAME_PLACE_MILES)) {
    return {
      latitude: city.latitude,
      longitude: city.longitude,
      match: { kind: 'city', label: city.name },
    };
  }
  if (place) {
    return {
      latitude: place.latitude,
      longitude: place.longitude,
      match: { kind: 'town', label: place.name },
    };
  }
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
  if (whole || parts.length < 2) return whole;
  for (const [i, part] of parts.entries()) {
    const countyHint = parts.slice(i + 1).find((later) => gazetteer.isCountyName(later));
    const found = resolveName(gazetteer, directoryCity, part, countyHint);
    if (found) return found;
  }
  return undefined;
}
