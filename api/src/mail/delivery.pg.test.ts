import { mailDeliveryCases } from '../testing/engine-cases/mail-delivery.ts';

mailDeliveryCases('postgres');
