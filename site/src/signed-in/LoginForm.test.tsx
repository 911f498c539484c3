import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '../global/toast/Toaster.tsx';
import { fakeApi, json, renderRoutes, TEST_AREA, testTokens } from '../testing/signed-in-area.tsx';
import { LoginForm } from './LoginForm.tsx';
import type { SessionTokens } from './session.ts';

const ENDPOINT = '/api/test-area/login';

function renderLogin(
  api: ReturnType<typeof fakeApi>,
  { tokens = testTokens, defaultEmail }: { tokens?: SessionTokens; defaultEmail?: string } = {},
) {
  const form = (
    <>
      <LoginForm
        endpoint={ENDPOINT}
        tokens={tokens}
        next="/test-area"
        idPrefix="test-login"
        defaultEmail={defaultEmail}
      />
      <Toaster />
    </>
  );
  return renderRoutes(
    [
      { path: '/', element: form },
      { path: '/test-area', element: <h1>Signed in</h1> },
    ],
    api,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const logIn = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
const alertText = () => document.querySelector('.form-alert')?.textContent;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('LoginForm', () => {
  it('asks for the e-mail address and password, ids prefixed, the address filled in when given', () => {
    renderLogin(fakeApi({}), { defaultEmail: 'ada@example.co.uk' });
    const email = screen.getByLabelText('E-mail address') as HTMLInputElement;
    expect(email.id).toBe('test-login-email');
    expect(email.type).toBe('email');
    expect(email.autocomplete).toBe('username');
    expect(email.value).toBe('ada@example.co.uk');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.id).toBe('test-login-password');
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('posts the details to its endpoint, keeps the token under the area’s key and opens `next`', async () => {
    const api = fakeApi({ [`POST ${ENDPOINT}`]: () => json({ success: true, token: 'token-9' }) });
    const { router } = renderLogin(api);
    fill('E-mail address', 'ada@example.co.uk');
    fill('Password', 'oak-and-walnut');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/test-area'));
    expect(api.requests).toEqual([`POST ${ENDPOINT}`]);
    expect(api.bodies).toEqual([{ email: 'ada@example.co.uk', password: 'oak-and-walnut' }]);
    expect(localStorage.getItem(TEST_AREA.storageKey)).toBe('token-9');
  });

  it('shows the server’s words when it refuses, with a Login failed toast, and keeps no token', async () => {
    const refusal = { success: false, error: { message: 'Invalid email or password' } };
    const { router } = renderLogin(fakeApi({ [`POST ${ENDPOINT}`]: () => json(refusal, 401) }));
    fill('E-mail address', 'ada@example.co.uk');
    fill('Password', 'wrong');
    await logIn();
    await waitFor(() => expect(alertText()).toBe('Invalid email or password'));
    expect(screen.getByText('Login failed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(TEST_AREA.storageKey)).toBeNull();
  });

  it('says the network failed when no answer came', async () => {
    renderLogin(fakeApi({ [`POST ${ENDPOINT}`]: () => Promise.reject(new TypeError('offline')) }));
    fill('E-mail address', 'ada@example.co.uk');
    fill('Password', 'oak-and-walnut');
    await logIn();
    await waitFor(() => expect(alertText()).toBe('Network error. Please try again.'));
  });

  it('stays, saying why, when the browser blocks storage', async () => {
    const blocked: SessionTokens = { ...testTokens, store: () => false };
    const api = fakeApi({ [`POST ${ENDPOINT}`]: () => json({ success: true, token: 'token-9' }) });
    const { router } = renderLogin(api, { tokens: blocked });
    fill('E-mail address', 'ada@example.co.uk');
    fill('Password', 'oak-and-walnut');
    await logIn();
    await waitFor(() => expect(alertText()).toMatch(/^Your browser is blocking site storage/));
    expect(router.state.location.pathname).toBe('/');
  });
});
