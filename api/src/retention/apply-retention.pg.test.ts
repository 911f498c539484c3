import { retentionCases } from '../testing/engine-cases/retention.ts';

retentionCases('postgres');
