import { useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiQuery } from '../data/query-client.ts';
import { Toaster } from '../global/toast/Toaster.tsx';
import { fakeApi, json, renderRoutes, TEST_AREA, testTokens } from '../testing/signed-in-area.tsx';
import { createSessionHook, useLogOut } from './session.ts';

interface Me {
  user: { name: string };
}

const useTestSession = createSessionHook({
  tokens: testTokens,
  mePath: TEST_AREA.mePath,
  userOf: (me: Me) => me.user,
  loginPath: TEST_AREA.loginPath,
});

const useFocusCheckedSession = createSessionHook({
  tokens: testTokens,
  mePath: TEST_AREA.mePath,
  userOf: (me: Me) => me.user,
  loginPath: TEST_AREA.loginPath,
  recheckOnFocus: true,
});

/** A read of the area, kept in the cache, so logging in or out can be seen to drop it. */
const areaRead = apiQuery<{ secret: string }>(`${TEST_AREA.apiPrefix}/secret`);
const otherRead = apiQuery<{ open: string }>('/api/public');

function Greeting({ session = useTestSession }: { session?: () => Me['user'] | undefined }) {
  const user = session();
  if (!user) return <p role="status">Checking…</p>;
  return <h1>{`Hello ${user.name}`}</h1>;
}

function Reader() {
  const secret = useQuery({ ...areaRead, retry: false });
  return <p>{secret.data?.secret ?? 'no secret'}</p>;
}

const loginRoute = { path: TEST_AREA.loginPath, element: <h1>Log in here</h1> };
const signIn = () => localStorage.setItem(TEST_AREA.storageKey, 'token-1');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('createSessionTokens', () => {
  it('keeps, reads and forgets the token under its storage key, dropping the area’s reads only', () => {
    const api = fakeApi({});
    const { queryClient, unmount } = renderRoutes([{ path: '/', element: null }], api);
    queryClient.setQueryData(areaRead.queryKey, { secret: 'of the previous login' });
    queryClient.setQueryData(otherRead.queryKey, { open: 'to all' });

    expect(testTokens.read()).toBeNull();
    expect(testTokens.store('token-1', queryClient)).toBe(true);
    expect(localStorage.getItem(TEST_AREA.storageKey)).toBe('token-1');
    expect(testTokens.read()).toBe('token-1');
    expect(queryClient.getQueryData(areaRead.queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(otherRead.queryKey)).toEqual({ open: 'to all' });

    queryClient.setQueryData(areaRead.queryKey, { secret: 'of this login' });
    testTokens.clear(queryClient);
    expect(localStorage.getItem(TEST_AREA.storageKey)).toBeNull();
    expect(queryClient.getQueryData(areaRead.queryKey)).toBeUndefined();
    unmount();
  });
});

describe('createSessionHook', () => {
  it('answers the signed-in user once the me read accepts the token', async () => {
    signIn();
    const api = fakeApi({ 'GET /api/test-area/me': () => json({ user: { name: 'Ada' } }) });
    renderRoutes([{ path: '/', element: <Greeting /> }, loginRoute], api);
    expect(screen.getByRole('status').textContent).toBe('Checking…');
    expect((await screen.findByRole('heading')).textContent).toBe('Hello Ada');
    expect(localStorage.getItem(TEST_AREA.storageKey)).toBe('token-1');
  });

  it('sends a visitor without a token to the login, asking the API nothing', async () => {
    const api = fakeApi({});
    const { router } = renderRoutes([{ path: '/', element: <Greeting /> }, loginRoute], api);
    await waitFor(() => expect(router.state.location.pathname).toBe(TEST_AREA.loginPath));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.requests).toEqual([]);
  });

  it('clears a token the me read refuses (401) and sends the visitor to the login', async () => {
    signIn();
    const api = fakeApi({ 'GET /api/test-area/me': () => json({ success: false }, 401) });
    const { router } = renderRoutes([{ path: '/', element: <Greeting /> }, loginRoute], api);
    await waitFor(() => expect(router.state.location.pathname).toBe(TEST_AREA.loginPath));
    expect(localStorage.getItem(TEST_AREA.storageKey)).toBeNull();
  });

  it('ends the session when a later read of the area is refused with 401', async () => {
    signIn();
    const api = fakeApi({
      'GET /api/test-area/me': () => json({ user: { name: 'Ada' } }),
      'GET /api/test-area/secret': () => json({ success: false }, 401),
    });
    const page = (
      <>
        <Greeting />
        <Reader />
      </>
    );
    const { router } = renderRoutes([{ path: '/', element: page }, loginRoute], api);
    await waitFor(() => expect(router.state.location.pathname).toBe(TEST_AREA.loginPath));
    expect(localStorage.getItem(TEST_AREA.storageKey)).toBeNull();
  });

  it('checks again when the window regains focus only when asked to', async () => {
    signIn();
    const api = fakeApi({ 'GET /api/test-area/me': () => json({ user: { name: 'Ada' } }) });
    const checks = () => api.requests.filter((r) => r === 'GET /api/test-area/me').length;
    const focus = () =>
      act(async () => {
        window.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new Event('focus'));
      });

    const plain = renderRoutes([{ path: '/', element: <Greeting /> }], api);
    await screen.findByRole('heading');
    const before = checks();
    await focus();
    expect(checks()).toBe(before);
    plain.unmount();

    renderRoutes([{ path: '/', element: <Greeting session={useFocusCheckedSession} /> }], api);
    await screen.findByRole('heading');
    const beforeFocus = checks();
    await focus();
    await waitFor(() => expect(checks()).toBe(beforeFocus + 1));
  });
});

function LogOutButton({ to }: { to: string }) {
  const logOut = useLogOut(testTokens, { endpoint: '/api/test-area/logout', to });
  return (
    <button type="button" onClick={logOut}>
      Log out
    </button>
  );
}

const withToaster = (element: ReactNode) => (
  <>
    {element}
    <Toaster />
  </>
);

describe('useLogOut', () => {
  const routes = [
    { path: '/', element: withToaster(<LogOutButton to="/bye" />) },
    { path: '/bye', element: withToaster(<h1>Goodbye</h1>) },
  ];

  it('revokes the token, says Logged out, goes on and forgets the token', async () => {
    signIn();
    const api = fakeApi({ 'POST /api/test-area/logout': () => json({ success: true }) });
    const { router } = renderRoutes(routes, api);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bye'));
    await waitFor(() => expect(localStorage.getItem(TEST_AREA.storageKey)).toBeNull());
    expect(api.requests).toEqual(['POST /api/test-area/logout']);
    expect(screen.getByText('Logged out')).toBeTruthy();
  });

  it('forgets the token even when the API cannot be reached', async () => {
    signIn();
    const api = fakeApi({ 'POST /api/test-area/logout': () => Promise.reject(new TypeError()) });
    const { router } = renderRoutes(routes, api);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bye'));
    await waitFor(() => expect(localStorage.getItem(TEST_AREA.storageKey)).toBeNull());
  });

  it('asks the API nothing when there is no token to revoke', async () => {
    const api = fakeApi({});
    const { router } = renderRoutes(routes, api);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bye'));
    expect(api.requests).toEqual([]);
    expect(screen.getByText('Logged out')).toBeTruthy();
  });
});
