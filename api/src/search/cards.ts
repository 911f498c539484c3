import type { Specialist } from '@flo/contract';
import { inArray, sql } from 'drizzle-orm';
import { type EngineScope, rows, type Steps } from '../db/engine/index.ts';
import { formatAverageRating } from '../directory/rating.ts';

/** A specialist row with its published-review totals, before services are attached. */
export interface CardRow {
  id: number;
  name: string;
  slug: string;
  city: string;
  reviewCount: number;
  ratingSum: number;
  tier: string;
}

/**
 * The specialist cards (docs/product/entities.md#specialist-read) for `rows`, in the same order,
 * with their service labels in the order they were recorded.
 *
 * @example
 * const cards = await engine.run(specialistCards, rows);
 */
export function* specialistCards(on: EngineScope, cardRows: CardRow[]): Steps<Specialist[]> {
  const labels = new Map<number, string[]>();
  if (cardRows.length > 0) {
    const { specialistServices } = on.tables;
    const serviceRows = yield* rows(
      on.db
        .select({ specialistId: specialistServices.specialistId, label: specialistServices.label })
        .from(specialistServices)
        .where(
          inArray(
            specialistServices.specialistId,
            cardRows.map((card) => card.id),
          ),
        )
        .orderBy(sql`${specialistServices}.rowid`),
    );
    for (const service of serviceRows) {
      labels.set(service.specialistId, [
        ...(labels.get(service.specialistId) ?? []),
        service.label,
      ]);
    }
  }
  return cardRows.map(({ ratingSum, reviewCount, tier, ...card }) => ({
    ...card,
    servicesOffered: labels.get(card.id) ?? [],
    averageRating: formatAverageRating(ratingSum, reviewCount),
    reviewCount,
    ...(tier === 'featured' ? { featured: true as const } : {}),
  }));
}
