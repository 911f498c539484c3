import { claimCases } from '../testing/engine-cases/claims.ts';

claimCases('postgres');
