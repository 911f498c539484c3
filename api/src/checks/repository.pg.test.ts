import { checkCases } from '../testing/engine-cases/checks.ts';

checkCases('postgres');
