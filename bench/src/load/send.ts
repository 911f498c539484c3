import type { Client, Dispatcher } from 'undici';

/** What one request answered: its status, and its body when the status was not the expected one. */
export interface Answer {
  status: number;
  /** The body's first bytes, kept only for an unexpected status (to explain the failure). */
  unexpectedBody?: string;
}

/**
 * Sends one request through undici's low-level `dispatch`: the answer's bytes are counted as
 * they arrive and dropped, with no stream or promise per chunk, so the load client spends as
 * little as it can per request and measures the server rather than itself. Resolves once the
 * whole answer has arrived.
 *
 * @example
 * const { status } = await send(client, { path: '/healthz', method: 'GET' }, 200);
 */
export function send(
  client: Client,
  request: Dispatcher.DispatchOptions,
  expectStatus: number,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let status = 0;
    let kept = '';
    client.dispatch(request, {
      // Its presence marks this handler as undici's current (controller) kind.
      onRequestStart() {},
      onResponseStart(_controller, statusCode) {
        status = statusCode;
      },
      onResponseData(_controller, chunk) {
        if (status !== expectStatus && kept.length < 300) kept += chunk.toString('utf8');
      },
      onResponseEnd() {
        resolve(
          status === expectStatus ? { status } : { status, unexpectedBody: kept.slice(0, 300) },
        );
      },
      onResponseError(_controller, error) {
        reject(error);
      },
    });
  });
}
