/** Test helpers that read server-rendered HTML. */

/** The JSON-LD blocks of a server-rendered page, parsed. */
export function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

/**
 * The JSON-LD block of a schema.org `type` in server-rendered HTML.
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
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
