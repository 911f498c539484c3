import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ROOT } from '../api-root.ts';
import {
  buildGbGazetteer,
  GAZETTEER_FILE_NAME,
  type GazetteerData,
  gazetteerVersion,
} from './gazetteer-build.ts';
import { normalisePlaceName } from './place-names.ts';

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

  /** Every place with this name, most populous first ('Newport' in Wales, on Wight, …). */
  placesNamed(name: string): readonly Place[] {
    return this.places.get(normalisePlaceName(name)) ?? [];
  }

  /** Every place of at least this population, in no particular order. */
  placesOfAtLeast(population: number): Place[] {
    return [...this.places.values()].flat().filter((place) => place.population >= population);
  }

  /** True when the text is exactly a county's name, so 'Kent' reads as a county. */
  isCountyName(name: string): boolean {
    return this.counties.has(normalisePlaceName(name));
  }

  /** Every place name (normalised) with its namesakes, most populous first. */
  namedPlaces(): IterableIterator<[string, readonly Place[]]> {
    return this.places.entries();
  }

  /** Every county by normalised name, as `Place.counties` names them. */
  namedCounties(): ReadonlyMap<string, County> {
    return this.counties;
  }
}

/** Whether `part`'s words appear, in order and whole, inside `whole` ('sussex' in 'east sussex'). */
function wordsWithin(part: string, whole: string): boolean {
  return ` ${whole} `.includes(` ${part} `);
}

function titleCase(key: string): string {
  return key.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** Where a process reads the GB extract, and whether it may write it there. */
export interface GazetteerFile {
  path: string;
  /**
   * True for the cache of a run from source, written when missing or built from other package
   * versions; false for the file the server's build wrote, which is only read.
   */
  cache: boolean;
}

/**
 * Where the GB extract is read (ADR 021), never under a src folder, so a read-only source tree
 * works. The compiled server (`moduleUrl` a .js bundle, api/dist/server.js) reads the
 * `gb-gazetteer.json` its build wrote beside it. Run from source (tsx, Vitest, `npm run dev`)
 * it is a cache in node_modules/.cache/flo at the repository root, beside the GeoNames packages
 * it is built from. Paths are joined, not written `new URL(file, import.meta.url)`, which Vite
 * rewrites into an asset URL when the site's tests import the API.
 *
 * @example
 * gazetteerFile('file:///srv/flo/api/dist/server.js');
 * // { path: '/srv/flo/api/dist/gb-gazetteer.json', cache: false }
 */
export function gazetteerFile(moduleUrl: string = import.meta.url): GazetteerFile {
  if (!moduleUrl.endsWith('.ts')) {
    return { path: join(dirname(fileURLToPath(moduleUrl)), GAZETTEER_FILE_NAME), cache: false };
  }
  return {
    path: join(API_ROOT, '..', 'node_modules', '.cache', 'flo', GAZETTEER_FILE_NAME),
    cache: true,
  };
}

/**
 * The extract in `file` when it was built from the installed package versions; otherwise built
 * afresh (about a second) and, for a cache, written there. A file that cannot be written (a
 * read-only install) or a bundle missing its file costs that second once per process; nothing
 * else is ever written.
 *
 * @example
 * const data = readOrBuildGazetteer(gazetteerFile());
 */
export function readOrBuildGazetteer(file: GazetteerFile): GazetteerData {
  try {
    const stored = JSON.parse(readFileSync(file.path, 'utf8')) as GazetteerData;
    if (stored.version === gazetteerVersion()) return stored;
  } catch {
    // Missing or unreadable: built below.
  }
  const data = buildGbGazetteer();
  if (file.cache) writeCache(file.path, data);
  return data;
}

/** Written under a unique name and renamed, so parallel test workers never read half a file. */
function writeCache(path: string, data: GazetteerData): void {
  const temporary = `${path}.${process.pid}`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(temporary, JSON.stringify(data));
    renameSync(temporary, path);
  } catch {
    // Unwritable: the extract stays in memory for this process.
    try {
      rmSync(temporary, { force: true });
    } catch {
      // Its folder could not be made either.
    }
  }
}

let loaded: Gazetteer | undefined;

/**
 * The GB gazetteer, read once per process from the file `gazetteerFile()` names (built from the
 * GeoNames packages when missing or built from other package versions).
 *
 * @example
 * loadGazetteer().findPlace('Stockport'); // { name: 'Stockport', latitude: 53.41, ... }
 */
export function loadGazetteer(): Gazetteer {
  loaded ??= new Gazetteer(readOrBuildGazetteer(gazetteerFile()));
  return loaded;
}
