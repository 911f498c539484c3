import { adminFunnelCases } from '../../testing/engine-cases/admin-funnel.ts';

adminFunnelCases('postgres');
