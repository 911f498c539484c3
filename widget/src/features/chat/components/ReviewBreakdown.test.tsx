import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewBreakdown } from './ReviewBreakdown.tsx';

afterEach(cleanup);

describe('ReviewBreakdown', () => {
  it('writes the average, the count and every star rating as text, 1★ included', () => {
    render(
      <ReviewBreakdown
        breakdown={{ averageRating: '3.3', stars: { '1': 4, '2': 3, '3': 2, '4': 3, '5': 4 } }}
        totalCount={16}
        siteOrigin="https://flo.example"
      />,
    );
    expect(screen.getByText('Rated 3.3 out of 5 from 16 reviews')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '5 stars: 4',
      '4 stars: 3',
      '3 stars: 2',
      '2 stars: 3',
      '1 star: 4',
    ]);
    expect(
      screen.getByRole('link', { name: 'How we collect and show reviews' }).getAttribute('href'),
    ).toBe('https://flo.example/review-policy');
  });
});
