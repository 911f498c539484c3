import type { EngineScope, Steps } from '../db/engine/index.ts';
import { loadGazetteer } from './gazetteer.ts';
import { placeCity, unplacedCities } from './repository.ts';

/**
 * Places every directory city that has no coordinates yet at its gazetteer centre, so the
 * nearest-city search can reach it; cities the gazetteer does not know stay unplaced (still
 * found by name). Coordinates already set, by an earlier start or an admin, are kept.
 *
 * @example
 * await engine.commit(placeUnplacedCities);
 */
export function* placeUnplacedCities(on: EngineScope): Steps<void> {
  const unplaced = yield* unplacedCities(on);
  if (unplaced.length === 0) return;
  const gazetteer = loadGazetteer();
  for (const city of unplaced) {
    const centre = gazetteer.findCityCentre(city.name);
    if (centre) yield* placeCity(on, city.id, centre);
  }
}
