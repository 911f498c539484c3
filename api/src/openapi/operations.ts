import { accountOperations } from './operations/accounts.ts';
import { adminCampaignOperations } from './operations/admin-campaigns.ts';
import { adminCatalogueOperations } from './operations/admin-catalogue.ts';
import { adminModerationOperations } from './operations/admin-moderation.ts';
import { businessOperations } from './operations/business.ts';
import { directoryOperations } from './operations/directory.ts';
import { enquiryOperations } from './operations/enquiries.ts';
import { geoOperations } from './operations/geo.ts';

export type { Operation } from './operation.ts';

/** Every documented API operation; the OpenAPI document is generated from this list. */
export const operations = [
  ...directoryOperations,
  ...enquiryOperations,
  ...geoOperations,
  ...accountOperations,
  ...businessOperations,
  ...adminModerationOperations,
  ...adminCatalogueOperations,
  ...adminCampaignOperations,
];
