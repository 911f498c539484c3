import { idempotencyKeySchema } from '@flo/api/contract';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key.ts';

describe('newIdempotencyKey', () => {
  it('gives distinct keys the API accepts as idempotency keys', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
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
