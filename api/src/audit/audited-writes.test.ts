import { auditedWriteCases } from '../testing/engine-cases/audited-writes.ts';

auditedWriteCases('sqlite');
