import { directoryCases } from '../testing/engine-cases/directory.ts';

directoryCases('postgres');
