import { homeCases } from '../testing/engine-cases/home.ts';

homeCases('sqlite');
