import { rateLimitStoreCases } from '../testing/engine-cases/database-rate-limit-store.ts';

rateLimitStoreCases('postgres');
