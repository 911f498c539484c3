import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsOf } from '../testing/axe.ts';
import { createSiteTestApp, type SiteTestApp } from '../testing/site-app.ts';

let t: SiteTestApp;
beforeAll(() => {
  t = createSiteTestApp();
});
afterAll(() => t.close());

describe('the business area passes axe-core (WCAG 2.1 A and AA) as served', () => {
  it.each([
    '/login',
    '/login?setup=a-link-token-from-the-mail-0000&email=owner%40example.co.uk',
    '/logout',
    '/dashboard',
    '/dashboard/profile',
    '/dashboard/reviews',
    '/dashboard/widget',
  ])('%s', async (path) => {
    expect(await axeViolationsOf(t, path)).toEqual([]);
  });
});
