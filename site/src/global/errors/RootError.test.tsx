import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteConfigProvider } from '../../app/site-config.tsx';
import { TEST_CONFIG } from '../../testing/render.tsx';
import { RootError } from './RootError.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function BrokenLayout(): never {
  throw new Error('layout failed');
}

describe('RootError', () => {
  it('shows the error screen and titles the page when the layout itself fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(
      [{ path: '/', element: <BrokenLayout />, errorElement: <RootError /> }],
      { initialEntries: ['/'] },
    );
    render(
      <SiteConfigProvider config={TEST_CONFIG}>
        <RouterProvider router={router} />
      </SiteConfigProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(document.title).toBe('Something went wrong | Flo');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
  });
});
