import { billingCases } from '../testing/engine-cases/billing.ts';

billingCases('postgres');
