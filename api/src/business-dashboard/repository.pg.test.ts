import { businessDashboardCases } from '../testing/engine-cases/business-dashboard.ts';

businessDashboardCases('postgres');
