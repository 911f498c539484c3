import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../testing/render.tsx';
import { ScrollToTopButton } from './ScrollToTopButton.tsx';
import { useScrollToTopOnNavigate } from './useScrollToTopOnNavigate.ts';

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(cleanup);

describe('ScrollToTopButton', () => {
  it('appears only after more than 300 px of scroll', () => {
    renderWithSite(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollPageTo(300);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollPageTo(301);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
    scrollPageTo(10);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('scrolls to the top when pressed', () => {
    renderWithSite(<ScrollToTopButton />);
    scrollPageTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});

function Page({ to }: { to: string }) {
  useScrollToTopOnNavigate();
  return <Link to={to}>next</Link>;
}

describe('useScrollToTopOnNavigate', () => {
  it('scrolls to the top on navigation but not on the first render', () => {
    renderWithSite(<Page to="/about" />, {
      routes: [{ path: '/about', element: <Page to="/" /> }],
    });
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('next'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
