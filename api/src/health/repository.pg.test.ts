import { healthRowCases } from '../testing/engine-cases/health.ts';

healthRowCases('postgres');
