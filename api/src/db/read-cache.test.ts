import { describe, expect } from 'vitest';
import { apiTest } from '../testing/fixtures.ts';
import { cachedRead } from './read-cache.ts';

describe('cachedRead', () => {
  apiTest('answers from memory until public data is written to, then reads again', ({ api }) => {
    let reads = 0;
    const read = () => {
      reads++;
      return api.db.$client.prepare('select count(*) from cities').pluck().get() as number;
    };
    expect(cachedRead(api.db, 'cities', read)).toBe(0);
    expect(cachedRead(api.db, 'cities', read)).toBe(0);
    expect(reads).toBe(1);
    // A rate-limit counter is written, as every enquiry does: no public page shows it.
    api.db.$client.exec(`insert into rate_limit_windows (key, count, reset_at)
      values ('enquiries:127.0.0.1', 0, 1)`);
    expect(cachedRead(api.db, 'cities', read)).toBe(0);
    expect(reads).toBe(1);
    api.db.$client.exec(`insert into cities (slug, name, region, postcode_areas, population)
      values ('leeds', 'Leeds', 'Yorkshire', '["LS"]', 1)`);
    expect(cachedRead(api.db, 'cities', read)).toBe(1);
    expect(reads).toBe(2);
  });

  apiTest('keeps entries apart by key', ({ api }) => {
    expect(cachedRead(api.db, 'a', () => 'first')).toBe('first');
    expect(cachedRead(api.db, 'b', () => 'second')).toBe('second');
    expect(cachedRead(api.db, 'a', () => 'other')).toBe('first');
  });
});
