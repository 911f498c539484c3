import type { reviews } from '../db/schema.ts';
import { inventCustomerName } from './names.ts';
import type { Random } from './prng.ts';
import { composeBusinessReply, composeReviewText } from './review-text.ts';
import type { PlannedSpecialist } from './specialist-plan.ts';

const DAY_MS = 86_400_000;
const REVIEW_WINDOW_DAYS = 3 * 365;

export type PlannedReview = typeof reviews.$inferInsert;

/** How many reviews a specialist gets: featured firms more, some free listings none at all. */
function reviewCountFor(random: Random, specialist: PlannedSpecialist): number {
  const { tier } = specialist.row;
  if (tier === 'free' && random.chance(0.14)) return 0;
  const base = random.int(2, 11);
  if (tier === 'featured') return base + random.int(4, 10);
  return tier === 'standard' ? base + random.int(1, 4) : base;
}

/**
 * Plans the reviews of every specialist: ratings skewed positive with some one- and two-star
 * reviews, texts about a service the firm offers, dates over the last three years, mostly
 * published with some pending or rejected, and business replies on a share of published ones.
 */
export function planReviews(
  random: Random,
  now: Date,
  planned: PlannedSpecialist[],
): PlannedReview[] {
  const rows: PlannedReview[] = [];
  for (const specialist of planned) {
    const count = reviewCountFor(random, specialist);
    for (let i = 0; i < count; i++) {
      const rating = random.weighted([
        [5, 48],
        [4, 27],
        [3, 11],
        [2, 7],
        [1, 7],
      ] as const);
      const service = random.pick(specialist.services).serviceSlug;
      const customerName = inventCustomerName(random);
      const createdAt = new Date(now.getTime() - random.int(0, REVIEW_WINDOW_DAYS * DAY_MS));
      const status = random.weighted([
        ['published', 86],
        ['pending', 9],
        ['rejected', 5],
      ] as const);
      const replied = status === 'published' && random.chance(0.18);
      const repliedAt = new Date(
        Math.min(now.getTime(), createdAt.getTime() + random.int(1, 10) * DAY_MS),
      );
      rows.push({
        id: rows.length + 1,
        specialistId: specialist.row.id,
        customerName,
        rating,
        text: composeReviewText(random, rating, service),
        status,
        verified: random.chance(0.6),
        businessReply: replied ? composeBusinessReply(random, rating, customerName) : null,
        businessRepliedAt: replied ? repliedAt : null,
        createdAt,
      });
    }
  }
  return rows;
}
