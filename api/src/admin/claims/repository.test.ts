import { adminClaimCases } from '../../testing/engine-cases/admin-claims.ts';

adminClaimCases('sqlite');
