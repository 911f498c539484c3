import { businessLeadCases } from '../testing/engine-cases/business-leads.ts';

businessLeadCases('postgres');
