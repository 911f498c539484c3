import { adminEnquiryCases } from '../../testing/engine-cases/admin-enquiries.ts';

adminEnquiryCases('sqlite');
