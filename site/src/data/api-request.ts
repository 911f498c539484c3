/**
 * The site's one HTTP helper (docs/product/api-calls.md#request-helper). The original called it
 * with method and path in two different orders; here it is always
 * `(method, path, body?, options?)`.
 */

/** Performs the HTTP call: `fetch` in the browser, the API app in-process on the server. */
export type FetchLike = (path: string, init: RequestInit) => Promise<Response>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the bearer tokens live; `null` when there is no storage (the server). */
export interface TokenSource {
  getItem(key: string): string | null;
}

export const BUSINESS_TOKEN_KEY = 'business_auth_token';
export const ADMIN_TOKEN_KEY = 'admin_token';

/** An HTTP failure; `message` is `STATUS: body text` (or the status text when the body is empty). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Business calls (`/api/business…`) and chatbot calls (a `chatbot-…` segment) carry the business token. */
function usesBusinessToken(path: string): boolean {
  const bare = path.split('?')[0] ?? '';
  return bare.includes('/api/business') || bare.split('/').some((s) => s.startsWith('chatbot-'));
}

function bearerFor(path: string, tokens: TokenSource | null): string | null {
  if (!tokens) return null;
  return tokens.getItem(usesBusinessToken(path) ? BUSINESS_TOKEN_KEY : ADMIN_TOKEN_KEY);
}

/** Throws `ApiRequestError('STATUS: body')` for any non-ok response. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiRequestError(res.status, `${res.status}: ${text}`);
}

/** Per-call extras: an abort signal, and headers such as `Idempotency-Key`. */
export interface ApiRequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type ApiRequest = (
  method: HttpMethod,
  path: string,
  body?: unknown,
  options?: ApiRequestOptions,
) => Promise<Response>;

/**
 * Builds the request helper over a transport: FormData bodies go as they are, anything else
 * as JSON; cookies always travel; a bearer header is added only when the matching token exists;
 * the caller's headers go along.
 *
 * @example
 * const apiRequest = createApiRequest(fetch, localStorage);
 * const res = await apiRequest('POST', '/api/enquiries', payload, { headers: { 'Idempotency-Key': key } });
 */
export function createApiRequest(transport: FetchLike, tokens: TokenSource | null): ApiRequest {
  return async (method, path, body, { signal, headers: extra } = {}) => {
    const headers: Record<string, string> = { ...extra };
    const token = bearerFor(path, tokens);
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await transport(path, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      ...(signal ? { signal } : {}),
    });
    await throwIfNotOk(res);
    return res;
  };
}
