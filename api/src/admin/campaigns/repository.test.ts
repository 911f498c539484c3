import { adminCampaignCases } from '../../testing/engine-cases/admin-campaigns.ts';

adminCampaignCases('sqlite');
