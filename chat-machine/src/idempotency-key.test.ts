import { idempotencyKeySchema } from '@flo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotency-key.ts';

afterEach(() => vi.unstubAllGlobals());

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('gives distinct keys the API accepts as idempotency keys', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(UUID_V7);
      expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    }
  });

  it('needs only crypto.getRandomValues, as on a plain-http page', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(171) });
    expect(newIdempotencyKey(0)).toBe('00000000-0000-7bab-abab-abababababab');
  });

  it('starts with the time, so keys of one moment share a prefix and later keys sort after', () => {
    const moment = Date.UTC(2026, 10, 25, 12, 0, 0);
    const [a, b] = [newIdempotencyKey(moment), newIdempotencyKey(moment)];
    const later = newIdempotencyKey(moment + 1);
    expect(a.slice(0, 13)).toBe(b.slice(0, 13));
    expect(a).not.toBe(b);
    expect([later, a].sort()).toEqual([a, later]);
    expect(a.replace('-', '').slice(0, 12)).toBe(moment.toString(16).padStart(12, '0'));
  });
});
