import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite } from '../testing/render.tsx';
import { Rating, Stars } from './Rating.tsx';
import { RelativeDate } from './RelativeDate.tsx';
import { ReviewText } from './ReviewText.tsx';

afterEach(cleanup);

describe('ReviewText', () => {
  const long = `${'Lovely oak floor, laid quickly and the team cleaned up afterwards. '.repeat(3)}End.`;

  it('shortens text over 120 characters and toggles View more / Show less', () => {
    render(<ReviewText text={long} />);
    const shown = () => screen.getByText((_, el) => el?.className === 'review-text').textContent;
    expect(shown()?.endsWith('…')).toBe(true);
    expect(shown()?.length).toBeLessThanOrEqual(121);
    fireEvent.click(screen.getByRole('button', { name: 'View more' }));
    expect(shown()).toBe(long);
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(shown()?.endsWith('…')).toBe(true);
  });

  it('shows short text whole, with no toggle', () => {
    render(<ReviewText text="Great job." />);
    expect(screen.getByText('Great job.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Rating', () => {
  it('shows the average to one decimal with the count', () => {
    render(<Rating average="4.66" count={12} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Rated 4.7 out of 5 from 12 reviews',
    );
    expect(screen.getByRole('img').textContent).toBe('★4.7(12)');
  });

  it("says 'New' without reviews", () => {
    render(<Rating average={null} count={0} />);
    expect(screen.getByRole('img').textContent).toBe('★New');
  });

  it('lights as many stars as the review rating', () => {
    const { container } = render(<Stars rating={4} />);
    expect(container.querySelectorAll('.stars__star--on')).toHaveLength(4);
  });
});

describe('RelativeDate', () => {
  it('measures from the server render time, not the browser clock', () => {
    // TEST_CONFIG renders at 2026-03-01T12:00:00Z.
    renderWithSite(<RelativeDate date="2026-02-28T09:00:00.000Z" />);
    const time = screen.getByText('Yesterday');
    expect(time.getAttribute('dateTime')).toBe('2026-02-28T09:00:00.000Z');
  });
});
