/**
 * Test helper: the JSON-LD block of a schema.org `type` in server-rendered HTML.
 *
 * @example
 * expect(jsonLdOf(html, 'Article')).toMatchObject({ headline: 'How much does carpet fitting cost in the UK?' });
 */
export function jsonLdOf(html: string, type: string): Record<string, unknown> | undefined {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>)
    .find((block) => block['@type'] === type);
}

/** Text as React escapes it in server HTML, to look for API text in a page. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
