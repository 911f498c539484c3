import { nearestCitiesCases } from '../testing/engine-cases/nearest-cities.ts';

nearestCitiesCases('sqlite');
