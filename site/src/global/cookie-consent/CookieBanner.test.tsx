import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../testing/render.tsx';
import { loadAnalytics } from './analytics.ts';
import { CookieBanner } from './CookieBanner.tsx';

// The script injection and the host rule are tested in analytics.test.ts.
vi.mock('./analytics.ts', () => ({ loadAnalytics: vi.fn(() => true) }));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(loadAnalytics).mockClear();
});
afterEach(cleanup);

describe('CookieBanner', () => {
  it('asks with a link to the privacy policy until the visitor chooses', () => {
    renderWithSite(<CookieBanner />);
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner.textContent).toMatch(/cookies/i);
    // Flo's floating launcher yields to elements marked data-flo-avoid.
    expect(banner.hasAttribute('data-flo-avoid')).toBe(true);
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('stores "accepted" on Accept and hides', () => {
    renderWithSite(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it.each(['Decline', 'Close cookie banner'])('stores "declined" on %s', (name) => {
    renderWithSite(<CookieBanner />, { config: { analyticsSrc: '/analytics.js' } });
    fireEvent.click(screen.getByRole('button', { name }));
    expect(localStorage.getItem('cookieConsent')).toBe('declined');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(loadAnalytics).not.toHaveBeenCalled();
  });

  it('stays hidden once a choice is stored', () => {
    localStorage.setItem('cookieConsent', 'declined');
    renderWithSite(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('asks for analytics only after Accept, with the configured source', () => {
    renderWithSite(<CookieBanner />, { config: { analyticsSrc: '/analytics.js' } });
    expect(loadAnalytics).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(loadAnalytics).toHaveBeenCalledWith(document, '/analytics.js', 'localhost');
  });

  it('loads analytics at once for a visitor who accepted before', () => {
    localStorage.setItem('cookieConsent', 'accepted');
    renderWithSite(<CookieBanner />, { config: { analyticsSrc: '/analytics.js' } });
    expect(loadAnalytics).toHaveBeenCalledWith(document, '/analytics.js', 'localhost');
  });
});
