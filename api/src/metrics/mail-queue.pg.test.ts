import { mailQueueGaugeCases } from '../testing/engine-cases/mail-queue-gauges.ts';

mailQueueGaugeCases('postgres');
