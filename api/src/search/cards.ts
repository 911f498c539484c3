import type { Specialist } from '@flo/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { specialistServices } from '../db/schema.ts';
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
 * const cards = toSpecialistCards(db, rows);
 */
export function toSpecialistCards(db: Db, rows: CardRow[]): Specialist[] {
  const labels = new Map<number, string[]>();
  if (rows.length > 0) {
    const serviceRows = db
      .select({ specialistId: specialistServices.specialistId, label: specialistServices.label })
      .from(specialistServices)
      .where(
        inArray(
          specialistServices.specialistId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(sql`${specialistServices}.rowid`)
      .all();
    for (const row of serviceRows) {
      labels.set(row.specialistId, [...(labels.get(row.specialistId) ?? []), row.label]);
    }
  }
  return rows.map(({ ratingSum, reviewCount, tier, ...card }) => ({
    ...card,
    servicesOffered: labels.get(card.id) ?? [],
    averageRating: formatAverageRating(ratingSum, reviewCount),
    reviewCount,
    ...(tier === 'featured' ? { featured: true as const } : {}),
  }));
}
