// @vitest-environment node
import { insertAdmin } from '@flo/api/testing';
import type { SpecialistDetail } from '@flo/contract';
import { describe, expect } from 'vitest';
import { siteTest } from '../../testing/fixtures.ts';

const SLUG = 'oakbridge-flooring-manchester';

siteTest.beforeAll(async ({ site }) => {
  const adminId = await insertAdmin(site.db);
  const { id } = site.db.$client.prepare('select id from specialists where slug = ?').get(SLUG) as {
    id: number;
  };
  const insert = site.db.$client.prepare(`insert into specialist_checks
    (specialist_id, kind, detail, seen_on, expires_on, recorded_by_admin_id)
    values (?, ?, ?, ?, ?, ?)`);
  insert.run(
    id,
    'insurance',
    'Public liability £2m with Aviva',
    '2026-11-03',
    '2099-11-02',
    adminId,
  );
  insert.run(id, 'company', '01234567', '2026-11-04', null, adminId);
  insert.run(id, 'trade_body', 'nicf', '2026-11-05', null, adminId);
  insert.run(id, 'trade_body', 'cfa', '2019-01-01', '2020-01-01', adminId);
});

describe('coverage and checks on the public profile', () => {
  siteTest('show each standing check with the day Flo saw it', async ({ site }) => {
    const html = await (await site.get(`/specialist/${SLUG}`)).text();
    expect(html).toContain('Insurance seen by Flo on 3 Nov 2026');
    expect(html).toContain('Public liability £2m with Aviva; valid until 2 Nov 2099');
    expect(html).toContain('Company registration seen by Flo on 4 Nov 2026');
    expect(html).toContain(
      '<a href="https://find-and-update.company-information.service.gov.uk/company/01234567" rel="noopener">01234567</a>',
    );
    expect(html).toContain(
      'Membership of National Institute of Carpet and Floorlayers (NICF) seen by Flo on 5 Nov 2026',
    );
    expect(html).not.toContain('Contract Flooring Association');
  });

  siteTest(
    'draw the radius and the towns served as an inline SVG, also listed as text',
    async ({ site }) => {
      const detail = (await (
        await site.app.request(`/api/specialists/unified/${SLUG}`)
      ).json()) as SpecialistDetail;
      expect(detail.coverage?.radiusMiles).toBe(20);
      const html = await (await site.get(`/specialist/${SLUG}`)).text();
      const svg = /<svg class="coverage__map"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
      expect(svg).toContain('role="img"');
      expect(svg).toContain(
        `<title id="coverage-title">Map of the area ${detail.name} covers</title>`,
      );
      expect(svg).toContain('class="coverage__radius"');
      expect(svg).toMatch(/<text[^>]*coverage__label--base[^>]*>Manchester<\/text>/);
      expect(svg).not.toMatch(/style=|href=|<script|<image/);
      expect(html).toContain('travels up to 20 miles from Manchester');
      expect(detail.coverage?.towns.length).toBeGreaterThan(3);
      for (const town of detail.coverage?.towns ?? []) {
        expect(html).toContain(`<li>${town.name} (${town.miles} miles)</li>`);
      }
    },
  );
});
