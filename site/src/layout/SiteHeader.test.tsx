import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite } from '../testing/render.tsx';
import { SiteHeader } from './SiteHeader.tsx';

afterEach(cleanup);

describe('SiteHeader', () => {
  it('opens and closes the menu with its toggle, saying which it will do', () => {
    renderWithSite(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Main' }).className).toContain('--open');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu after navigating', () => {
    renderWithSite(<SiteHeader />, {
      routes: [{ path: '/search', element: <SiteHeader /> }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(screen.getByRole('link', { name: 'Find a specialist' }));
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});
