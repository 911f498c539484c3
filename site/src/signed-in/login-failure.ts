import { ApiRequestError } from '../data/api-request.ts';

/** The JSON body of a failed request, or null when it has none. */
function errorBodyOf(error: ApiRequestError): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(error.message.slice(error.message.indexOf(': ') + 2));
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

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
  const body = errorBodyOf(error) as { error?: { message?: unknown } } | null;
  const message = body?.error?.message;
  return typeof message === 'string' && message !== '' ? message : 'Login failed';
}

/**
 * The challenge of a login refused with `two_factor_required` (docs/decisions/032): the first
 * factor was right and the code comes next; null for any other failure. The 401's
 * `twoFactor.challenge` is what tells it apart, so no contract module joins the chunk every page
 * loads for it.
 */
export function twoFactorChallengeOf(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return null;
  const body = errorBodyOf(error) as { twoFactor?: { challenge?: unknown } } | null;
  const challenge = body?.twoFactor?.challenge;
  return typeof challenge === 'string' ? challenge : null;
}
