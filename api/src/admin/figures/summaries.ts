import { type AdminFigures, FIGURES_TOP_PLACES } from '@flo/contract';
import { daysOf, type Period } from './period.ts';
import type { EnquiryGroup, PeriodLead } from './repository.ts';

const SOURCE_OF_KIND = { chat: 'chat', simple: 'form', job: 'job' } as const;

/** Every day of the period, oldest first, with its enquiries by source (none: zeros). */
export function perDayBySource(groups: EnquiryGroup[], period: Period) {
  const days = new Map(daysOf(period).map((day) => [day, { day, chat: 0, form: 0, job: 0 }]));
  for (const group of groups) {
    const day = days.get(group.day);
    if (day) day[SOURCE_OF_KIND[group.kind]] += group.n;
  }
  return [...days.values()];
}

/** Enquiries by a label, most first: the top few named, the rest as 'Other', then the unknown. */
export function topLabels(
  groups: EnquiryGroup[],
  labelOf: (group: EnquiryGroup) => string | null,
  unknown: string,
): AdminFigures['byCity'] {
  const counts = new Map<string, number>();
  let unlabelled = 0;
  for (const group of groups) {
    const label = labelOf(group);
    if (label) counts.set(label, (counts.get(label) ?? 0) + group.n);
    else unlabelled += group.n;
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const other = ranked.slice(FIGURES_TOP_PLACES).reduce((sum, [, n]) => sum + n, 0);
  return [
    ...ranked.slice(0, FIGURES_TOP_PLACES).map(([label, enquiries]) => ({ label, enquiries })),
    ...(other > 0 ? [{ label: 'Other', enquiries: other }] : []),
    ...(unlabelled > 0 ? [{ label: unknown, enquiries: unlabelled }] : []),
  ];
}

/** How many of the leads were replied to, quoted and won. */
export function leadOutcomes(leads: PeriodLead[]): AdminFigures['leads'] {
  const outcomes = { leads: leads.length, replied: 0, quoted: 0, won: 0 };
  for (const lead of leads) {
    if (lead.delay !== null) outcomes.replied += 1;
    outcomes.quoted += lead.quoted;
    outcomes.won += lead.won;
  }
  return outcomes;
}
