import { adminMailCases } from '../../testing/engine-cases/admin-mail.ts';

adminMailCases('postgres');
