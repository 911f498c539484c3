import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROOT } from '../api-root.ts';
import { buildGbGazetteer, type GazetteerData, gazetteerVersion } from './gazetteer-build.ts';
import { normalisePlaceName } from './place-names.ts';

/**
 * Where the GB extract is cached; git-ignored, built on first use in a fresh clone, and read
 * from the same place by the compiled server (api/dist). Joined as a path, not written
 * `new URL(file, import.meta.url)`, which Vite rewrites into an asset URL when the site's tests
 * import the API.
 */
const GENERATED_FILE = join(API_ROOT, 'src/geo/gb-gazetteer.gen.json');

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface Place extends GeoPoint {
  name: string;
  population: number;
  /** Normalised names of the county-level divisions (and metropolitan county) it lies in. */
  counties: string[];
}

export interface County extends GeoPoint {
  name: string;
}

// Words inside many county names that name no county on their own ('North', 'Isle', 'and').
const COUNTY_QUALIFIERS = new Set(
  'north south east west mid central greater city county isle islands and of the'.split(' '),
);
/** Shorter text is never read as part of a county name. */
const MIN_COUNTY_PART = 4;

/** The GB places and counties, indexed by normalised name. */
export class Gazetteer {
  private readonly places = new Map<string, Place[]>();
  private readonly counties = new Map<string, County>();

  constructor(data: GazetteerData) {
    const countyNames = data.counties.map(([name]) => normalisePlaceName(name));
    data.counties.forEach(([name, latitude, longitude], i) => {
      this.counties.set(countyNames[i] ?? '', { name, latitude, longitude });
    });
    for (const [name, latitude, longitude, population, counties] of data.places) {
      const key = normalisePlaceName(name);
      const place = {
        name,
        latitude,
        longitude,
        population,
        counties: counties.map((i) => countyNames[i] ?? ''),
      };
      this.places.set(key, [...(this.places.get(key) ?? []), place]);
    }
    for (const list of this.places.values()) list.sort((a, b) => b.population - a.population);
  }

  /**
   * The place with this name; of several ('Newport'), the one in the county named by `county`
   * when given and found there, else the most populous.
   */
  findPlace(name: string, county?: string): Place | undefined {
    const candidates = this.places.get(normalisePlaceName(name));
    if (!candidates) return undefined;
    const hint = county ? normalisePlaceName(county) : '';
    const inCounty = hint
      ? candidates.find((p) => p.counties.some((c) => c === hint || wordsWithin(hint, c)))
      : undefined;
    return inCounty ?? candidates[0];
  }

  /**
   * A county by name ('Lancashire', 'Greater Manchester'); a name that is part of several
   * ('Yorkshire', 'Sussex', 'Cheshire') is the centre of all of them.
   */
  findCounty(name: string): County | undefined {
    const key = normalisePlaceName(name);
    const exact = this.counties.get(key);
    if (exact) return exact;
    if (key.length < MIN_COUNTY_PART || key.split(' ').every((w) => COUNTY_QUALIFIERS.has(w))) {
      return undefined;
    }
    const parts = [...this.counties].filter(([countyKey]) => wordsWithin(key, countyKey));
    if (parts.length === 0) return undefined;
    const latitude = parts.reduce((sum, [, c]) => sum + c.latitude, 0) / parts.length;
    const longitude = parts.reduce((sum, [, c]) => sum + c.longitude, 0) / parts.length;
    return { name: titleCase(key), latitude, longitude };
  }

  /**
   * Where a directory city is: the most populous place named it or containing its name as
   * whole words, so 'Hull' is Kingston upon Hull and 'Newcastle' is Newcastle upon Tyne.
   */
  findCityCentre(name: string): Place | undefined {
    const key = normalisePlaceName(name);
    let best: Place | undefined;
    for (const [placeKey, list] of this.places) {
      const top = list[0];
      if (top && wordsWithin(key, placeKey) && top.population > (best?.population ?? -1)) {
        best = top;
      }
    }
    return best;
  }

  /** True when the text is exactly a county's name, so 'Kent' reads as a county. */
  isCountyName(name: string): boolean {
    return this.counties.has(normalisePlaceName(name));
  }
}

/** Whether `part`'s words appear, in order and whole, inside `whole` ('sussex' in 'east sussex'). */
function wordsWithin(part: string, whole: string): boolean {
  return ` ${whole} `.includes(` ${part} `);
}

function titleCase(key: string): string {
  return key.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

function readOrBuild(): GazetteerData {
  try {
    const cached = JSON.parse(readFileSync(GENERATED_FILE, 'utf8')) as GazetteerData;
    if (cached.version === gazetteerVersion()) return cached;
  } catch {
    // Missing or unreadable: built below.
  }
  const data = buildGbGazetteer();
  // Written under a unique name and renamed, so parallel test workers never read half a file.
  const temporary = `${GENERATED_FILE}.${process.pid}`;
  try {
    writeFileSync(temporary, JSON.stringify(data));
    renameSync(temporary, GENERATED_FILE);
  } catch {
    // A read-only install still works; it rebuilds the extract once per process.
  }
  return data;
}

let loaded: Gazetteer | undefined;

/**
 * The GB gazetteer, read once per process from the generated file (built from the GeoNames
 * packages when missing or built from other package versions).
 *
 * @example
 * loadGazetteer().findPlace('Stockport'); // { name: 'Stockport', latitude: 53.41, ... }
 */
export function loadGazetteer(): Gazetteer {
  loaded ??= new Gazetteer(readOrBuild());
  return loaded;
}
