import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useToast } from '../global/toast/ToastProvider.tsx';
import { fakeApi, renderRoutes } from '../testing/signed-in-area.tsx';
import { SignedInLayout } from './SignedInLayout.tsx';

function Saver() {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Saved' })}>
      Save
    </button>
  );
}

function renderLayout() {
  return renderRoutes(
    [
      {
        path: '/',
        element: <SignedInLayout tagline="Test area" mainClassName="test-main" />,
        children: [{ index: true, element: <Saver /> }],
      },
    ],
    { transport: fakeApi({}).transport },
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('SignedInLayout', () => {
  it('frames the page: skip link, the logo home with the area’s name, the page in main', () => {
    renderLayout();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe('#main');
    const home = screen.getByRole('link', { name: 'Flo Test area' });
    expect(home.getAttribute('href')).toBe('/');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(main.className).toBe('site-main test-main');
    expect(main.textContent).toBe('Save');
    // No public navigation, footer or Flo.
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('asks no cookie consent, even of someone who never answered it', async () => {
    localStorage.clear();
    renderLayout();
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(document.querySelector('.cookie-banner')).toBeNull();
  });

  it('shows the toasts of its pages', async () => {
    renderLayout();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('status').textContent).toContain('Saved');
  });
});
