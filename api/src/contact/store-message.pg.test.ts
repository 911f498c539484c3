import { contactCases } from '../testing/engine-cases/contact.ts';

contactCases('postgres');
