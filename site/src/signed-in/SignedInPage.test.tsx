import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderRoutes, TEST_AREA, testTokens } from '../testing/signed-in-area.tsx';
import { createSignedInPage, LoadFailure } from './SignedInPage.tsx';
import { createSessionHook } from './session.ts';

interface User {
  name: string;
}

const useTestSession = createSessionHook({
  tokens: testTokens,
  mePath: TEST_AREA.mePath,
  userOf: (me: { user: User }) => me.user,
  loginPath: TEST_AREA.loginPath,
});

const TestPage = createSignedInPage({
  useSession: useTestSession,
  Nav: ({ user }: { user: User }) => <nav aria-label="Test area">{`Nav for ${user.name}`}</nav>,
  loadingText: 'Loading the test area…',
  className: 'container section test-page',
});

const page = <TestPage title="Orders">{(user) => <p>{`Orders of ${user.name}`}</p>}</TestPage>;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('createSignedInPage', () => {
  // First in the file: after any browser render, later mounts start hydrated.
  it('sends only the heading and the loading line from the server', () => {
    const html = renderToString(<MemoryRouter>{page}</MemoryRouter>);
    expect(html).toBe(
      '<div class="container section test-page"><h1>Orders</h1><p role="status">Loading the test area…</p></div>',
    );
  });

  it('shows the area’s navigation and the page once the session is checked', async () => {
    localStorage.setItem(TEST_AREA.storageKey, 'token-1');
    const api = fakeApi({ 'GET /api/test-area/me': () => json({ user: { name: 'Ada' } }) });
    renderRoutes([{ path: '/', element: page }], api);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Orders');
    expect(await screen.findByText('Orders of Ada')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Test area' }).textContent).toBe('Nav for Ada');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the loading line, and no navigation, while the session is checked', () => {
    localStorage.setItem(TEST_AREA.storageKey, 'token-1');
    const api = fakeApi({ 'GET /api/test-area/me': () => new Promise<Response>(() => {}) });
    renderRoutes([{ path: '/', element: page }], api);
    expect(screen.getByRole('status').textContent).toBe('Loading the test area…');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('sends a visitor without a session to the login', async () => {
    const api = fakeApi({});
    const { router } = renderRoutes(
      [
        { path: '/', element: page },
        { path: TEST_AREA.loginPath, element: <h1>Log in here</h1> },
      ],
      api,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(TEST_AREA.loginPath));
    expect(screen.queryByText(/Orders of/)).toBeNull();
  });
});

describe('LoadFailure', () => {
  it('says what could not load, as an alert, with a retry', async () => {
    const retry = vi.fn();
    renderRoutes([{ path: '/', element: <LoadFailure what="your plan" retry={retry} /> }], {
      transport: fakeApi({}).transport,
    });
    expect(screen.getByRole('alert').textContent).toBe('We could not load your plan. Try again');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
