import { adminQueueCases } from '../../testing/engine-cases/admin-queue.ts';

adminQueueCases('postgres');
