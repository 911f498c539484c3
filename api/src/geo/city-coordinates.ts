import type { DbExecutor } from '../db/client.ts';
import { loadGazetteer } from './gazetteer.ts';
import { listUnplacedCities, setCityCoordinates } from './repository.ts';

/**
 * Places every directory city that has no coordinates yet at its gazetteer centre, so the
 * nearest-city search can reach it; cities the gazetteer does not know stay unplaced (still
 * found by name). Coordinates already set, by an earlier start or an admin, are kept.
 *
 * @example
 * fillCityCoordinates(db); // on every start, from seedReferenceData
 */
export function fillCityCoordinates(db: DbExecutor): void {
  const unplaced = listUnplacedCities(db);
  if (unplaced.length === 0) return;
  const gazetteer = loadGazetteer();
  for (const city of unplaced) {
    const centre = gazetteer.findCityCentre(city.name);
    if (centre) setCityCoordinates(db, city.id, centre);
  }
}
