import { adminLocationCases } from '../../testing/engine-cases/admin-locations.ts';

adminLocationCases('postgres');
