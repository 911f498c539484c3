import { describe, expect, it } from 'vitest';
import { formatResponseTime } from './response-time.ts';

describe('formatResponseTime', () => {
  it('says minutes, hours and days as people do', () => {
    expect(formatResponseTime(0)).toBe('under a minute');
    expect(formatResponseTime(1)).toBe('1 minute');
    expect(formatResponseTime(30)).toBe('30 minutes');
    expect(formatResponseTime(60)).toBe('1 hour');
    expect(formatResponseTime(95)).toBe('1 hour 35 minutes');
    expect(formatResponseTime(3000)).toBe('2 days');
  });
});
