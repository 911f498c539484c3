import { adminOverviewCases } from '../../testing/engine-cases/admin-overview.ts';

adminOverviewCases('sqlite');
