import { businessOverviewSchema, specialistDetailSchema } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import type { BusinessTestApp } from '../testing/business-app.ts';
import { businessTest } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';
import { weekStartOf } from './figures.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const overviewOf = async (api: BusinessTestApp, token: string) => {
  const res = await api.call(token, 'GET', '/api/business/overview');
  expect(res.status).toBe(200);
  return businessOverviewSchema.parse(await res.json());
};
const publicFigures = async (api: TestApp, slug: string) =>
  specialistDetailSchema.parse(
    await (await api.app.request(`/api/specialists/unified/${slug}`)).json(),
  ).responseFigures;

/** Five castle leads at once; answered after 10, 30 and 90 minutes, two never. */
async function fiveLeadsThreeAnswered(api: BusinessTestApp) {
  const refs: string[] = [];
  for (let i = 0; i < 5; i++) refs.push(await api.enquiryTo('castle-carpets'));
  const [a, b, c] = refs;
  const lead = (ref: string | undefined) => `/api/business/enquiries/${ref}`;
  api.advance(10 * MINUTE);
  await api.call(api.tokens.castle, 'POST', `${lead(a)}/replies`, { message: 'Hello' });
  api.advance(20 * MINUTE);
  await api.call(api.tokens.castle, 'POST', `${lead(b)}/replies`, { message: 'Hello' });
  api.advance(60 * MINUTE);
  await api.call(api.tokens.castle, 'POST', `${lead(c)}/quotes`, {
    amount: 500,
    description: 'Fit',
  });
}

describe('GET /api/business/overview', () => {
  businessTest(
    'measures response rate and median first response over its own leads',
    async ({ api }) => {
      await api.enquiryTo('premier-carpets');
      await fiveLeadsThreeAnswered(api);
      const overview = await overviewOf(api, api.tokens.castle);
      expect(overview.figures).toEqual({
        leads: 5,
        answered: 3,
        responseRate: 60,
        medianFirstResponseMinutes: 30,
        published: true,
      });
      expect(overview.leadsPerWeek).toHaveLength(12);
      expect(overview.leadsPerWeek.reduce((sum, week) => sum + week.leads, 0)).toBe(5);
      const premier = await overviewOf(api, api.tokens.premier);
      expect(premier.figures).toMatchObject({ leads: 1, answered: 0, published: false });
      expect(premier.figures.medianFirstResponseMinutes).toBeNull();
    },
  );

  businessTest('counts only the last 90 days and 12 weeks', async ({ api }) => {
    await fiveLeadsThreeAnswered(api);
    api.advance(91 * DAY);
    const overview = await overviewOf(api, await api.logIn('castle-carpets'));
    expect(overview.figures).toMatchObject({ leads: 0, answered: 0, published: false });
    expect(overview.leadsPerWeek.every((week) => week.leads === 0)).toBe(true);
    const lastWeek = overview.leadsPerWeek.at(-1)?.weekStart;
    expect(lastWeek).toBe(
      weekStartOf(api.deps.now?.() ?? new Date())
        .toISOString()
        .slice(0, 10),
    );
  });

  businessTest(
    'tells the plan, its paid features and the snippet of its own Flo',
    async ({ api }) => {
      const castle = await overviewOf(api, api.tokens.castle);
      expect(castle.tier).toBe('standard');
      expect(castle.features).toEqual({ reviewReplies: true, reviewInvites: true });
      expect(castle.widgetSnippet).toContain(
        '<script src="http://localhost:3000/widget/flo.js" async data-variant="embedded" data-target="#flo-chat" data-specialist="castle-carpets-manchester"></script>',
      );
      const budget = await overviewOf(api, api.tokens.budget);
      expect(budget).toMatchObject({
        tier: 'free',
        features: { reviewReplies: false, reviewInvites: false },
      });
    },
  );
});

describe('response figures on the public profile', () => {
  businessTest('are published from 5 leads up, and absent below', async ({ api }) => {
    for (let i = 0; i < 4; i++) await api.enquiryTo('castle-carpets');
    expect(await publicFigures(api, 'castle-carpets-manchester')).toBeNull();
    await fiveLeadsThreeAnswered(api);
    expect(await publicFigures(api, 'castle-carpets-manchester')).toEqual({
      leads: 9,
      answered: 3,
      responseRate: 33,
      medianFirstResponseMinutes: 30,
    });
    expect(await publicFigures(api, 'premier-carpets-manchester')).toBeNull();
  });
});

describe('weekStartOf', () => {
  it('is Monday 00:00 UTC of the same week', () => {
    expect(weekStartOf(new Date('2026-11-25T15:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(weekStartOf(new Date('2026-11-29T23:59:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(weekStartOf(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
  });
});
