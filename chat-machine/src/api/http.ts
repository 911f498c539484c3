/**
 * HTTP rules (docs/product/errors.md#client-error-message and #retries): errors read
 * `STATUS: body text`, GETs retry network
 * failures and 5xx up to twice with a doubling delay (1 s, capped at 30 s), never 4xx.
 */
import { REQUEST_RETRY, requestRetryDelayMs } from '@flo/contract/rules';

/** A non-ok response; `message` is `STATUS: body text` (or the status text when the body is empty). */
export class FloHttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'FloHttpError';
    this.status = status;
  }
}

export interface HttpOptions {
  baseUrl: string;
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
}

async function errorFor(response: Response): Promise<FloHttpError> {
  const body = await response.text().catch(() => '');
  return new FloHttpError(response.status, `${response.status}: ${body || response.statusText}`);
}

function urlFor(options: HttpOptions, path: string): string {
  return `${options.baseUrl.replace(/\/+$/, '')}${path}`;
}

/** GET `path` as JSON, retrying network failures and server errors (not 4xx). */
export async function getJson(options: HttpOptions, path: string): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    let failure: unknown;
    try {
      const response = await options.fetch(urlFor(options, path), {
        headers: { Accept: 'application/json' },
        credentials: 'include',
      });
      if (response.ok) return await response.json();
      failure = await errorFor(response);
      if (response.status < 500) throw failure;
    } catch (error) {
      if (error instanceof FloHttpError && error.status < 500) throw error;
      failure = error;
    }
    if (attempt >= REQUEST_RETRY.maxRetries) throw failure;
    await options.sleep(requestRetryDelayMs(attempt));
  }
}

/** POST `body` as JSON once; a mutation is never retried blindly (the caller decides). */
export async function postJson(
  options: HttpOptions,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await options.fetch(urlFor(options, path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  if (!response.ok) throw await errorFor(response);
  return response.json();
}
