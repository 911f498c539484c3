import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatSettings } from '@flo/contract';

export interface FakeFloApi {
  origin: string;
  /** Paths of every request received, in order. */
  requests: string[];
  /** Whether any request carried a Cookie header. */
  sawCookie: boolean;
  close(): Promise<void>;
}

/** Settings with Flo on everywhere; tests switch parts off. */
export const ALL_ON: ChatSettings = {
  enabled: true,
  pageSettings: {
    home: { enabled: true },
    services: { enabled: true },
    specialists: { enabled: true },
    specialist_profile: { enabled: true },
  },
  contactEmail: 'hello@flo.example',
  accentColour: '#0f766e',
  greeting: null,
  greetingB: null,
};

/**
 * A real HTTP server standing in for the Flo API in widget tests: answers chat settings and
 * records what the widget called, so tests can prove which calls were (not) made.
 */
export async function startFakeFloApi(
  settings: ChatSettings,
  routes: Record<string, unknown> = {},
  /** How many settings calls answer 503 before the settings are served (an API outage). */
  settingsFailures = 0,
): Promise<FakeFloApi> {
  const api: Omit<FakeFloApi, 'origin' | 'close'> = { requests: [], sawCookie: false };
  let failuresLeft = settingsFailures;
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    api.requests.push(path);
    if (request.headers.cookie) api.sawCookie = true;
    if (path === '/api/chat-settings' && failuresLeft > 0) {
      failuresLeft -= 1;
      response.writeHead(503, { 'access-control-allow-origin': '*' });
      response.end();
      return;
    }
    const body = path === '/api/chat-settings' ? settings : routes[path];
    response.writeHead(body === undefined ? 404 : 200, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    });
    response.end(JSON.stringify(body ?? { error: { code: 'not_found', message: 'Not found' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(api, {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
