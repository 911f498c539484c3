import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolationsOfDocument } from '../testing/axe.ts';
import { fakeApi, json, renderRoutes, TEST_AREA, testTokens } from '../testing/signed-in-area.tsx';
import { LoginForm } from './LoginForm.tsx';

const ENDPOINT = '/api/test-area/login';
const needsCode = {
  error: { code: 'two_factor_required', message: 'Enter the code from your authenticator app' },
  twoFactor: { challenge: 'challenge-of-this-sign-in', expiresAt: '2026-11-27T12:05:00.000Z' },
};

function renderLogin(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ [`POST ${ENDPOINT}`]: () => json(needsCode, 401), ...routes });
  const login = (
    <LoginForm endpoint={ENDPOINT} tokens={testTokens} next="/test-area" idPrefix="test-login" />
  );
  const view = renderRoutes(
    [
      { path: '/', element: <main>{login}</main> },
      { path: '/test-area', element: <h1>Signed in</h1> },
    ],
    api,
  );
  return { api, ...view };
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));

async function passwordAccepted() {
  fill('E-mail address', 'ada@example.co.uk');
  fill('Password', 'oak-and-walnut');
  await press('Log in');
  return (await screen.findByLabelText(/Code from your authenticator app/)) as HTMLInputElement;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('LoginForm with two-factor sign-in', () => {
  it('asks for the app’s code once the password is right, as a one-time code with a digit keyboard', async () => {
    renderLogin({});
    const code = await passwordAccepted();
    expect(code.autocomplete).toBe('one-time-code');
    expect(code.inputMode).toBe('numeric');
    expect(screen.queryByLabelText('Password')).toBeNull();
    document.documentElement.lang = 'en-GB';
    document.title = 'Log in';
    expect(await axeViolationsOfDocument()).toEqual([]);
  });

  it('sends the code with the challenge, keeps the token and opens the area', async () => {
    const { api, router } = renderLogin({
      [`POST ${ENDPOINT}/two-factor`]: () => json({ token: 'token-2fa' }),
    });
    await passwordAccepted();
    fill('Code from your authenticator app', '123 456');
    await press('Sign in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/test-area'));
    expect(api.bodies.at(-1)).toEqual({
      challenge: needsCode.twoFactor.challenge,
      code: '123 456',
    });
    expect(localStorage.getItem(TEST_AREA.storageKey)).toBe('token-2fa');
  });

  it('takes a recovery code instead, and shows the server’s words for a wrong one', async () => {
    const wrong = {
      error: { code: 'invalid_two_factor_code', message: 'That code is not right.' },
    };
    const { api } = renderLogin({ [`POST ${ENDPOINT}/two-factor`]: () => json(wrong, 401) });
    await passwordAccepted();
    await press('Use a recovery code');
    fill('Recovery code', '7KQ2-M9XD-4TRA-0BWN');
    await press('Sign in');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('That code is not right.'),
    );
    expect(api.bodies.at(-1)).toEqual({
      challenge: needsCode.twoFactor.challenge,
      recoveryCode: '7KQ2-M9XD-4TRA-0BWN',
    });
    expect(localStorage.getItem(TEST_AREA.storageKey)).toBeNull();
  });

  it('goes back to the password with Start again', async () => {
    renderLogin({});
    await passwordAccepted();
    await press('Start again');
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});
