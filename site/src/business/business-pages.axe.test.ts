import { describe, expect } from 'vitest';
import { axeViolationsOf } from '../testing/axe.ts';
import { siteTest } from '../testing/fixtures.ts';

describe('the business area passes axe-core (WCAG 2.1 A and AA) as served', () => {
  siteTest.for([
    '/login',
    '/login?setup=a-link-token-from-the-mail-0000&email=owner%40example.co.uk',
    '/logout',
    '/dashboard',
    '/dashboard/messages',
    '/dashboard/profile',
    '/dashboard/photos',
    '/dashboard/reviews',
    '/dashboard/widget',
  ])('%s', async (path, { site }) => {
    expect(await axeViolationsOf(site, path)).toEqual([]);
  });
});
