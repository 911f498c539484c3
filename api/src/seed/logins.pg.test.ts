import { seedLoginCases } from '../testing/engine-cases/seed-logins.ts';

seedLoginCases('postgres');
