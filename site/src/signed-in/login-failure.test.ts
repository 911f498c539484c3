import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../data/api-request.ts';
import { loginFailureText } from './login-failure.ts';

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
