import { jobPosts } from '@flo/api/schema';
import type { TestApp } from '@flo/api/testing';
import type { EnquiryCreated } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { siteTest } from '../testing/fixtures.ts';
import { createApiRequest } from './api-request.ts';
import { createIdempotentPost, newIdempotencyKey } from './idempotent-post.ts';

const keys: Array<string | null> = [];

const apiRequestTo = (api: TestApp) =>
  createApiRequest((path, init) => {
    keys.push(new Headers(init.headers).get('Idempotency-Key'));
    return Promise.resolve(api.app.request(path, init));
  }, null);

const JOB = {
  service: 'laminate',
  city: 'Leeds',
  title: 'Hallway laminate',
  description: 'A narrow hallway, about 6 m², old vinyl to be taken up first.',
  budgetRange: 'Under £1,000',
  urgency: 'Within 2-4 weeks',
  name: 'Amira Hussain',
  email: 'amira@example.com',
  preferredContact: 'email',
};

describe('newIdempotencyKey', () => {
  it('makes 32 hex characters, different each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

describe('createIdempotentPost', () => {
  siteTest(
    'sends a retry of the same values with the same key, so it is stored once',
    async ({ site: api }) => {
      const post = createIdempotentPost<EnquiryCreated>(apiRequestTo(api), '/api/jobs');
      const first = await post(JOB);
      const again = await post({ ...JOB });
      expect(again.id).toBe(first.id);
      const changed = await post({ ...JOB, title: 'Hallway and stairs laminate' });
      expect(changed.id).not.toBe(first.id);
      const [firstKey, retryKey, changedKey] = keys.slice(-3);
      expect(firstKey).toMatch(/^[0-9a-f]{32}$/);
      expect(retryKey).toBe(firstKey);
      expect(changedKey).not.toBe(firstKey);
      const titles = api.db
        .select()
        .from(jobPosts)
        .all()
        .map((row) => row.title);
      expect(titles.filter((title) => title === 'Hallway laminate')).toHaveLength(1);
    },
  );
});
