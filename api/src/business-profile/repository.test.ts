import { businessProfileCases } from '../testing/engine-cases/business-profile.ts';

businessProfileCases('sqlite');
