import type { ChatSettings } from '@flo/contract';

const cache = new Map<string, Promise<ChatSettings | null>>();

/**
 * `GET /api/chat-settings` once per API origin and page load, without cookies. A failed call
 * (no answer, or not 2xx) resolves to null and is not kept: the next call asks the API again,
 * so a moment's outage does not switch Flo off for the rest of the page's life.
 *
 * @example
 * const settings = await fetchChatSettings('https://flo.example');
 */
export function fetchChatSettings(apiOrigin: string): Promise<ChatSettings | null> {
  const cached = cache.get(apiOrigin);
  if (cached) return cached;
  const request = fetch(`${apiOrigin}/api/chat-settings`, { credentials: 'omit' })
    .then((response) => (response.ok ? (response.json() as Promise<ChatSettings>) : null))
    .catch(() => null);
  cache.set(apiOrigin, request);
  void request.then((settings) => {
    if (settings === null && cache.get(apiOrigin) === request) cache.delete(apiOrigin);
  });
  return request;
}
