import type { ProfileReview } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { reviewPagesToSearch, reviewsMentioning } from './service-mentions.ts';

const review = (id: number, reviewText: string): ProfileReview => ({
  id,
  customerName: 'Sam T.',
  rating: 5,
  reviewText,
  createdAt: '2026-01-01T00:00:00.000Z',
  verified: true,
  businessReply: null,
  businessRepliedAt: null,
});

describe('reviewsMentioning', () => {
  const reviews = [
    review(1, 'The LVT in the kitchen looks like stone.'),
    review(2, 'New stair carpet fitted in a morning.'),
    review(3, 'Porcelain tiles laid perfectly level.'),
    review(4, 'Our herringbone parquet was restored beautifully.'),
  ];

  it('finds the reviews that talk about the service, by the words customers use', () => {
    expect(reviewsMentioning(reviews, 'vinyl').map((r) => r.id)).toEqual([1]);
    expect(reviewsMentioning(reviews, 'carpet').map((r) => r.id)).toEqual([2]);
    expect(reviewsMentioning(reviews, 'tile').map((r) => r.id)).toEqual([3]);
    expect(reviewsMentioning(reviews, 'hardwood').map((r) => r.id)).toEqual([4]);
    expect(reviewsMentioning(reviews, 'laminate')).toEqual([]);
  });
});

describe('reviewPagesToSearch', () => {
  it('loads every page up to three', () => {
    expect(reviewPagesToSearch(0, 10)).toEqual([1]);
    expect(reviewPagesToSearch(10, 10)).toEqual([1]);
    expect(reviewPagesToSearch(11, 10)).toEqual([1, 2]);
    expect(reviewPagesToSearch(95, 10)).toEqual([1, 2, 3]);
  });
});
