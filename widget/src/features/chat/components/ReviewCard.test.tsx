import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewCard } from './ReviewCard.tsx';

afterEach(cleanup);

const longText =
  'The fitters arrived on time, moved all the furniture, and laid the oak flooring beautifully. ' +
  'They cleaned up afterwards and explained how to care for the finish. Highly recommended.';

const review = {
  id: 7,
  customerName: 'Priya',
  rating: 4,
  reviewText: longText,
  createdAt: '2026-11-19T09:00:00Z',
};

describe('ReviewCard', () => {
  it('shortens text over 120 characters and toggles View more / Show less', () => {
    render(<ReviewCard review={review} now={new Date('2026-11-22T09:00:00Z')} />);
    expect(screen.queryByText(longText)).toBeNull();
    const more = screen.getByRole('button', { name: 'View more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(more);
    expect(screen.getByText(longText)).toBeTruthy();
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(less);
    expect(screen.queryByText(longText)).toBeNull();
    expect(screen.getByRole('button', { name: 'View more' })).toBeTruthy();
  });

  it('shows a short review whole, without a toggle, with its relative date and rating', () => {
    render(
      <ReviewCard
        review={{ ...review, reviewText: 'Lovely job.' }}
        now={new Date('2026-11-20T10:00:00Z')}
      />,
    );
    expect(screen.getByText('Lovely job.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Priya · Yesterday')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
  });
});
