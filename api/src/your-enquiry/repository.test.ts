import { yourEnquiryCases } from '../testing/engine-cases/your-enquiry.ts';

yourEnquiryCases('sqlite');
