import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoutes } from '../testing/signed-in-area.tsx';
import { SignedInNav } from './SignedInNav.tsx';

const LINKS = [
  { to: '/area', label: 'Overview', end: true },
  { to: '/area/orders', label: 'Orders' },
  { to: '/logout', label: 'Log out' },
];

function renderNavAt(path: string) {
  const nav = (
    <SignedInNav label="Test area" block="test-nav" links={LINKS}>
      <p>Signed in as Ada</p>
    </SignedInNav>
  );
  return renderRoutes([{ path: '*', element: nav }], { path, transport: fakeApi({}).transport });
}

afterEach(cleanup);

describe('SignedInNav', () => {
  it('lists the links in order under its name, with the classes of its block', () => {
    renderNavAt('/area');
    const nav = screen.getByRole('navigation', { name: 'Test area' });
    expect(nav.className).toBe('test-nav');
    expect(nav.querySelector('ul')?.className).toBe('test-nav__links');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Overview', 'Orders', 'Log out']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/area',
      '/area/orders',
      '/logout',
    ]);
    expect(links.every((link) => link.classList.contains('test-nav__link'))).toBe(true);
    expect(nav.lastElementChild?.textContent).toBe('Signed in as Ada');
  });

  it('marks the current page; an `end` link only on its own path', () => {
    renderNavAt('/area');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe(
      'page',
    );
    cleanup();

    renderNavAt('/area/orders/42');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
  });
});
