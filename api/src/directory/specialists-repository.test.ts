import { directoryCases } from '../testing/engine-cases/directory.ts';

directoryCases('sqlite');
