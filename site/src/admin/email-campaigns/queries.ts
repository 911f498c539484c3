import type {
  AdminCampaign,
  AdminCampaignsPage,
  CampaignAudience,
  CampaignDraft,
  CampaignRecipientsPage,
} from '@flo/contract';
import { apiQuery } from '../../data/query-client.ts';

/* The reads of /admin/email-campaigns, and the draft as the editor's form holds it. */

export const adminCampaignsQuery = (page: number) =>
  apiQuery<AdminCampaignsPage>('/api/admin/email-campaigns', { page });

export const adminCampaignQuery = (id: number) =>
  apiQuery<AdminCampaign>('/api/admin/email-campaigns', id);

export const campaignRecipientsQuery = (id: number, page: number) =>
  apiQuery<CampaignRecipientsPage>(`/api/admin/email-campaigns/${id}/recipients`, { page });

export const TIER_LABELS = { free: 'Free', standard: 'Standard', featured: 'Featured' } as const;
const TIERS = Object.keys(TIER_LABELS) as (keyof typeof TIER_LABELS)[];

/** The draft the editor's form holds now: empty choices leave the audience unnarrowed. */
export function readDraft(form: HTMLFormElement): CampaignDraft {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const tiers = TIERS.filter((tier) => data.getAll('tiers').includes(tier));
  const audience: CampaignAudience = {
    ...(tiers.length > 0 && tiers.length < TIERS.length ? { tiers } : {}),
    ...(text('citySlug') ? { citySlug: text('citySlug') } : {}),
    ...(text('serviceSlug')
      ? { serviceSlug: text('serviceSlug') as NonNullable<CampaignAudience['serviceSlug']> }
      : {}),
    ...(data.get('claimedOnly') ? { claimedOnly: true } : {}),
  };
  return { subject: text('subject'), body: text('body'), audience };
}
