import { contentCases } from '../testing/engine-cases/content.ts';

contentCases('sqlite');
