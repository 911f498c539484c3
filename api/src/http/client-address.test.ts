import { describe, expect, it } from 'vitest';
import { forwardedClientIp } from './client-address.ts';

const PROXY = '10.0.0.2';

describe('forwardedClientIp', () => {
  it('uses the socket address when no proxy is trusted, whatever the header says', () => {
    expect(forwardedClientIp(PROXY, '198.51.100.7', 0)).toBe(PROXY);
  });

  it('takes the entry the nearest trusted proxy vouches for, never one the client wrote', () => {
    const header = '1.2.3.4, 203.0.113.5, 10.0.0.1';
    expect(forwardedClientIp(PROXY, header, 1)).toBe('10.0.0.1');
    expect(forwardedClientIp(PROXY, header, 2)).toBe('203.0.113.5');
    expect(forwardedClientIp(PROXY, '2001:db8::1', 1)).toBe('2001:db8::1');
  });

  it('falls back to the socket address for a short chain, no header or an entry that is no IP', () => {
    expect(forwardedClientIp(PROXY, '203.0.113.5', 2)).toBe(PROXY);
    expect(forwardedClientIp(PROXY, undefined, 1)).toBe(PROXY);
    expect(forwardedClientIp(PROXY, '203.0.113.5, not-an-ip', 1)).toBe(PROXY);
  });
});
