import { adminSpecialistMessageCases } from '../../testing/engine-cases/admin-specialist-messages.ts';

adminSpecialistMessageCases('postgres');
