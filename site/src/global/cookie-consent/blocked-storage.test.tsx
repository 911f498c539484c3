import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, vi } from 'vitest';
import { safeLocalStorage } from '../../app/browser-storage.ts';
import { pageTest } from '../../testing/fixtures.ts';

/** What Chrome does with site data blocked: the `localStorage` getter itself throws. */
function blockStorage() {
  return vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('a browser that blocks site data', () => {
  pageTest('has no storage for the site to use', () => {
    blockStorage();
    expect(safeLocalStorage()).toBeNull();
  });

  pageTest(
    'still renders the page and asks about cookies; the choice holds for the page view',
    async ({ openPage }) => {
      const getter = blockStorage();
      const page = await openPage('/about');
      await waitFor(() => expect(banner()).not.toBeNull());
      expect(getter).toHaveBeenCalled();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Flo');
      expect(screen.queryByText('Something went wrong')).toBeNull();

      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accept' })));
      expect(banner()).toBeNull();
      expect(page.errors).toEqual([]);
    },
  );
});
