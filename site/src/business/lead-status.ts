import type { LeadStatus } from '@flo/api/contract';

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

/**
 * Dates in the dashboard: '25 Nov 2026, 14:05'.
 *
 * @example
 * formatDateTime('2026-11-25T14:05:00Z')
 */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
