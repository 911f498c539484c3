import { enquiryWriteCases } from '../testing/engine-cases/enquiry-write.ts';

enquiryWriteCases('postgres');
