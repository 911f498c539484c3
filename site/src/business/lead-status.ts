import type { LeadStatus } from '@flo/contract';

/** The lead statuses in the order a lead moves, with the words the dashboard uses. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

export const LEAD_STATUS_OPTIONS = Object.entries(LEAD_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** A status from the URL, or null for anything else (then the inbox shows every lead). */
export function leadStatusFrom(value: string | null): LeadStatus | null {
  return value !== null && value in LEAD_STATUS_LABELS ? (value as LeadStatus) : null;
}
