import { searchCases } from '../testing/engine-cases/search.ts';

searchCases('sqlite');
