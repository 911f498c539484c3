import * as contract from '@flo/contract';
import type { Operation } from '../operation.ts';

/** Location understanding: the place a visitor typed and the nearest served cities. */
export const geoOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/locations/resolve',
    summary:
      'Understand a typed place (query q: UK postcode or outward code, city, town, village, county or "Town, County"; optional service) and answer the nearest cities with specialists within 50 miles and up to 3 specialists; unknown places answer match null',
    tag: 'Directory',
    response: contract.resolvedLocationSchema,
  },
];
