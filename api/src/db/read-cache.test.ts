import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { cachedRead } from './read-cache.ts';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

describe('cachedRead', () => {
  it('answers from memory until the database is written to, then reads again', () => {
    let reads = 0;
    const read = () => {
      reads++;
      return t.db.$client.prepare('select count(*) from cities').pluck().get() as number;
    };
    expect(cachedRead(t.db, 'cities', read)).toBe(0);
    expect(cachedRead(t.db, 'cities', read)).toBe(0);
    expect(reads).toBe(1);
    t.db.$client.exec(`insert into cities (slug, name, region, postcode_areas, population)
      values ('leeds', 'Leeds', 'Yorkshire', '["LS"]', 1)`);
    expect(cachedRead(t.db, 'cities', read)).toBe(1);
    expect(reads).toBe(2);
  });

  it('keeps entries apart by key', () => {
    expect(cachedRead(t.db, 'a', () => 'first')).toBe('first');
    expect(cachedRead(t.db, 'b', () => 'second')).toBe('second');
    expect(cachedRead(t.db, 'a', () => 'other')).toBe('first');
  });
});
