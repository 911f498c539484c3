import { sessionCases } from '../testing/engine-cases/sessions.ts';

sessionCases('postgres');
