import { idempotencyKeySchema } from '@flo/api/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id.ts';

afterEach(() => vi.unstubAllGlobals());

describe('randomId', () => {
  it('gives distinct keys the API accepts as idempotency keys', () => {
    const keys = new Set(Array.from({ length: 50 }, randomId));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });

  it('works without crypto.randomUUID, as on a plain-http page', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(171) });
    expect(randomId()).toBe('ab'.repeat(16));
  });
});
