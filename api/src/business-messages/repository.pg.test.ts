import { businessMessageCases } from '../testing/engine-cases/business-messages.ts';

businessMessageCases('postgres');
