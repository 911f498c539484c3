import { createSession, testJpeg, testPng } from '@flo/api/testing';
import { describe, expect } from 'vitest';
import { demoBusiness } from '../../testing/business-session.ts';
import { siteTest } from '../../testing/fixtures.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';

async function upload(site: SiteTestApp, path: string, body: Buffer) {
  const token = createSession(site.db, 'business', demoBusiness(site).id, new Date());
  const res = await site.app.request(path, {
    method: path.endsWith('/logo') ? 'PUT' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(body),
  });
  expect(res.ok).toBe(true);
  return (await res.json()) as { id: number };
}

describe('photos and logo on the public profile', () => {
  siteTest(
    'show as <picture> with AVIF and WebP srcset, captions as alt text',
    async ({ site }) => {
      const { slug, listingName } = demoBusiness(site);
      const before = await (await site.get(`/specialist/${slug}`)).text();
      expect(before).not.toContain('Photos of their work');

      const photo = await upload(site, '/api/business/photos', await testJpeg(1200, 800));
      const token = createSession(site.db, 'business', demoBusiness(site).id, new Date());
      await site.app.request(`/api/business/photos/${photo.id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ caption: 'Walnut parquet <restored>' }),
      });
      await upload(site, '/api/business/photos', await testJpeg(800, 600));
      await upload(site, '/api/business/logo', await testPng(300, 300));

      const html = await (await site.get(`/specialist/${slug}`)).text();
      expect(html).toContain('Photos of their work');
      expect(html).toMatch(
        /<source type="image\/avif" srcSet="\/media\/[0-9a-f]{24}-480\.avif 480w, \/media\/[0-9a-f]{24}-960\.avif 960w, \/media\/[0-9a-f]{24}-1200\.avif 1200w"/,
      );
      expect(html).toMatch(
        /<source type="image\/webp" srcSet="\/media\/[0-9a-f]{24}-480\.webp 480w/,
      );
      expect(html).toContain('alt="Walnut parquet &lt;restored&gt;"');
      expect(html).toContain(`alt="Photo 2 of flooring work by ${listingName}"`);
      expect(html).toContain(`alt="${listingName} logo"`);
      expect(html).not.toContain('style=');

      const firstWebp = /\/media\/[0-9a-f]{24}-480\.webp/.exec(html)?.[0] ?? '';
      const image = await site.get(firstWebp);
      expect(image.status).toBe(200);
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    },
  );
});
