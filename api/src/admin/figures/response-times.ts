import {
  RESPONSE_TIMES_MIN_LEADS,
  RESPONSE_TIMES_PAGE_SIZE,
  type ResponseTimeRow,
} from '@flo/contract';
import { inArray } from 'drizzle-orm';
import { type EngineScope, rows, type Steps } from '../../db/engine/index.ts';

const MINUTE_MS = 60_000;

/** The median of some delays in ms, as minutes to one decimal; null when there are none. */
export function medianMinutes(delays: number[]): number | null {
  if (delays.length === 0) return null;
  const sorted = [...delays].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const ms =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round((ms / MINUTE_MS) * 10) / 10;
}

type Lead = { specialistId: number; delay: number | null };

const answeredDelays = (leads: Lead[]) =>
  leads.flatMap((lead) => (lead.delay === null ? [] : [lead.delay]));

export const firstResponse = (leads: Lead[]) => {
  const delays = answeredDelays(leads);
  return { answered: delays.length, medianMinutes: medianMinutes(delays) };
};

function* namesOf(
  on: EngineScope,
  ids: number[],
): Steps<{ id: number; name: string; slug: string }[]> {
  if (ids.length === 0) return [];
  const { specialists } = on.tables;
  return yield* rows(
    on.db
      .select({ id: specialists.id, name: specialists.name, slug: specialists.slug })
      .from(specialists)
      .where(inArray(specialists.id, ids)),
  );
}

/**
 * Specialists with at least RESPONSE_TIMES_MIN_LEADS leads in the period, slowest first: those
 * that answered none first (most leads first), then by median first response, longest first.
 */
export function* responseTimesPage(on: EngineScope, leads: Lead[], page: number) {
  const bySpecialist = new Map<number, Lead[]>();
  for (const lead of leads) {
    const list = bySpecialist.get(lead.specialistId);
    if (list) list.push(lead);
    else bySpecialist.set(lead.specialistId, [lead]);
  }
  const ranked = [...bySpecialist]
    .filter(([, own]) => own.length >= RESPONSE_TIMES_MIN_LEADS)
    .map(([specialistId, own]) => ({ specialistId, leads: own.length, ...firstResponse(own) }))
    .sort(
      (a, b) =>
        (b.medianMinutes ?? Number.POSITIVE_INFINITY) -
          (a.medianMinutes ?? Number.POSITIVE_INFINITY) ||
        b.leads - a.leads ||
        a.specialistId - b.specialistId,
    );
  const size = RESPONSE_TIMES_PAGE_SIZE;
  const shown = ranked.slice((page - 1) * size, page * size);
  const ids = shown.map((row) => row.specialistId);
  const names = new Map((yield* namesOf(on, ids)).map((row) => [row.id, row]));
  const items: ResponseTimeRow[] = shown.map((row) => ({
    ...row,
    name: names.get(row.specialistId)?.name ?? '',
    slug: names.get(row.specialistId)?.slug ?? '',
  }));
  return { items, page, pageSize: size, total: ranked.length, minLeads: RESPONSE_TIMES_MIN_LEADS };
}
