import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../data/api-request.ts';
import { loginFailureText, twoFactorChallengeOf } from './login-failure.ts';

describe('loginFailureText', () => {
  it("gives the server's error text", () => {
    const body = JSON.stringify({
      success: false,
      error: { code: 'x', message: 'Invalid email or password' },
    });
    expect(loginFailureText(new ApiRequestError(401, `401: ${body}`))).toBe(
      'Invalid email or password',
    );
  });

  it("says 'Login failed' when the answer has no error text", () => {
    expect(loginFailureText(new ApiRequestError(502, '502: <html>Bad gateway</html>'))).toBe(
      'Login failed',
    );
    expect(loginFailureText(new ApiRequestError(500, '500: {}'))).toBe('Login failed');
  });

  it('says it is a network error when no answer came', () => {
    expect(loginFailureText(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please try again.',
    );
  });
});

describe('twoFactorChallengeOf', () => {
  const refusal = (status: number, body: unknown) =>
    new ApiRequestError(status, `${status}: ${JSON.stringify(body)}`);

  it('reads the challenge of a 401 two_factor_required', () => {
    const body = {
      success: false,
      error: { code: 'two_factor_required', message: 'Enter the code' },
      twoFactor: { challenge: 'abc', expiresAt: '2026-11-27T12:00:00.000Z' },
    };
    expect(twoFactorChallengeOf(refusal(401, body))).toBe('abc');
  });

  it('answers null for any other failure', () => {
    const wrong = { error: { code: 'invalid_credentials', message: 'Invalid email or password' } };
    expect(twoFactorChallengeOf(refusal(401, wrong))).toBeNull();
    const noChallenge = { error: { code: 'two_factor_required', message: 'Enter the code' } };
    expect(twoFactorChallengeOf(refusal(401, noChallenge))).toBeNull();
    expect(twoFactorChallengeOf(new ApiRequestError(429, '429: Too Many Requests'))).toBeNull();
    expect(twoFactorChallengeOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
