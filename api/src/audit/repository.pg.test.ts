import { auditCases } from '../testing/engine-cases/audit.ts';

auditCases('postgres');
