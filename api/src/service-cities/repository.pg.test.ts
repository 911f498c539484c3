import { serviceCityCases } from '../testing/engine-cases/city-pages.ts';

serviceCityCases('postgres');
