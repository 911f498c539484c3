import { locationCases } from '../testing/engine-cases/city-pages.ts';

locationCases('sqlite');
