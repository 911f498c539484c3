import { ApiRequestError } from '../data/api-request.ts';

/**
 * What a failed login says (docs/product/errors.md#business-login-errors): the server's error text,
 * 'Login failed' when the answer carries none, or 'Network error. Please try again.' when no answer
 * came.
 *
 * @example
 * loginFailureText(new ApiRequestError(401, '401: {"success":false,"error":{"message":"Invalid email or password"}}'))
 * // 'Invalid email or password'
 */
export function loginFailureText(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'Network error. Please try again.';
  try {
    const body = JSON.parse(error.message.slice(error.message.indexOf(': ') + 2)) as {
      error?: { message?: unknown };
    };
    const message = body.error?.message;
    return typeof message === 'string' && message !== '' ? message : 'Login failed';
  } catch {
    return 'Login failed';
  }
}
