import { describe, expect } from 'vitest';
import { apiTest } from '../testing/fixtures.ts';
import { SECURITY_TXT_VALID_MS } from './routes.ts';

/** The file's `Field: value` lines as a map, checking each line has that shape. */
function fieldsOf(text: string): Map<string, string> {
  const lines = text.trimEnd().split('\n');
  for (const line of lines) expect(line).toMatch(/^[A-Z][A-Za-z-]+: \S/);
  return new Map(
    lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
  );
}

describe('GET /.well-known/security.txt', () => {
  apiTest('names the operators inbox when no security contact is configured', async ({ api }) => {
    const res = await api.app.request('/.well-known/security.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    const fields = fieldsOf(await res.text());
    expect(fields.get('Contact')).toBe('mailto:hello@flo.local');
    expect(fields.get('Canonical')).toBe('http://localhost:3000/.well-known/security.txt');
    expect(fields.get('Preferred-Languages')).toBe('en');
  });

  apiTest('uses SECURITY_CONTACT and expires within a year of the clock', async ({ api }) => {
    api.deps.config.securityContact = 'https://flo.example/security';
    api.advance(400 * 24 * 60 * 60 * 1000);
    const now = api.deps.now?.() ?? new Date();
    const fields = fieldsOf(await (await api.app.request('/.well-known/security.txt')).text());
    expect(fields.get('Contact')).toBe('https://flo.example/security');
    const expires = fields.get('Expires') ?? '';
    expect(expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const ahead = Date.parse(expires) - now.getTime();
    expect(ahead).toBeGreaterThan(SECURITY_TXT_VALID_MS - 1000);
    expect(ahead).toBeLessThan(365 * 24 * 60 * 60 * 1000);
  });
});
