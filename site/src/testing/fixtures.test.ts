import { existsSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { freshSiteTest, pageTest, siteTest } from './fixtures.ts';

describe('siteTest', () => {
  let firstFile = '';

  siteTest('gives a working site on the demo data', async ({ site }) => {
    const res = await site.get('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('href="/specialists/london"');
    expect(site.errors).toEqual([]);
    firstFile = site.db.$client.name;
  });

  siteTest('shares that app with the rest of the file', ({ site }) => {
    expect(site.db.$client.name).toBe(firstFile);
    expect(site.db.$client.open).toBe(true);
  });
});

describe('freshSiteTest', () => {
  let previousFile = '';

  freshSiteTest('gives each test an app of its own', async ({ site }) => {
    expect((await site.get('/about')).status).toBe(200);
    previousFile = site.db.$client.name;
  });

  freshSiteTest('and deletes it after the test', ({ site }) => {
    expect(site.db.$client.name).not.toBe(previousFile);
    expect(existsSync(previousFile)).toBe(false);
  });
});

describe('pageTest', () => {
  pageTest('opens a hydrated page', async ({ openPage }) => {
    const page = await openPage('/about');
    expect(document.querySelector('#root h1')).not.toBeNull();
    expect(page.errors).toEqual([]);
  });

  pageTest('and closes it after the test', () => {
    expect(document.body.innerHTML).toBe('');
  });
});
