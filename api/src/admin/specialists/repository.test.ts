import { adminSpecialistCases } from '../../testing/engine-cases/admin-specialists.ts';

adminSpecialistCases('sqlite');
