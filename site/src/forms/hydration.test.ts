import { describe, expect } from 'vitest';
import { pageTest } from '../testing/fixtures.ts';

describe('information, form and business pages hydrate without a mismatch', () => {
  pageTest.for([
    '/about',
    '/how-it-works',
    '/privacy-policy',
    '/content/how-to-look-after-wood-floors',
    '/content',
    '/pricing',
    '/checkout?tier=featured',
    '/subscription-success?ref=SUB-AAAAAAAA&tier=standard',
    '/claim-business?name=flooring&city=Leeds',
  ])('%s', async (path, { openPage }) => {
    const page = await openPage(path);
    expect(page.errors).toEqual([]);
    expect(document.querySelector('main h1')?.textContent).toBeTruthy();
  });
});
