import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './ErrorScreen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ErrorScreen', () => {
  it('offers Refresh Page, which reloads, and Go Home, which links to /', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<ErrorScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });
});
