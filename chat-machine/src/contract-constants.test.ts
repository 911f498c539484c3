import * as contract from '@flo/api/contract';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, SERVICE_NAMES, SERVICE_SLUGS } from './contract-constants.ts';

describe('zod-free copies of contract constants', () => {
  it('equal the wire contract', () => {
    expect(SERVICE_SLUGS).toEqual(contract.SERVICE_SLUGS);
    expect(SERVICE_NAMES).toEqual(contract.SERVICE_NAMES);
    expect(IDEMPOTENCY_HEADER).toBe(contract.IDEMPOTENCY_HEADER);
  });
});
