import { businessOverviewSchema, specialistDetailSchema } from '@flo/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BusinessTestApp, createBusinessTestApp } from '../testing/business-app.ts';
import { weekStartOf } from './figures.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: BusinessTestApp;
beforeEach(() => {
  t = createBusinessTestApp();
});
afterEach(() => t.close());

const overviewOf = async (token: string) => {
  const res = await t.call(token, 'GET', '/api/business/overview');
  expect(res.status).toBe(200);
  return businessOverviewSchema.parse(await res.json());
};
const publicFigures = async (slug: string) =>
  specialistDetailSchema.parse(
    await (await t.app.request(`/api/specialists/unified/${slug}`)).json(),
  ).responseFigures;

/** Five castle leads at once; answered after 10, 30 and 90 minutes, two never. */
async function fiveLeadsThreeAnswered() {
  const refs: string[] = [];
  for (let i = 0; i < 5; i++) refs.push(await t.enquiryTo('castle-carpets'));
  const [a, b, c] = refs;
  const lead = (ref: string | undefined) => `/api/business/enquiries/${ref}`;
  t.advance(10 * MINUTE);
  await t.call(t.tokens.castle, 'POST', `${lead(a)}/replies`, { message: 'Hello' });
  t.advance(20 * MINUTE);
  await t.call(t.tokens.castle, 'POST', `${lead(b)}/replies`, { message: 'Hello' });
  t.advance(60 * MINUTE);
  await t.call(t.tokens.castle, 'POST', `${lead(c)}/quotes`, { amount: 500, description: 'Fit' });
}

describe('GET /api/business/overview', () => {
  it('measures response rate and median first response over its own leads', async () => {
    await t.enquiryTo('premier-carpets');
    await fiveLeadsThreeAnswered();
    const overview = await overviewOf(t.tokens.castle);
    expect(overview.figures).toEqual({
      leads: 5,
      answered: 3,
      responseRate: 60,
      medianFirstResponseMinutes: 30,
      published: true,
    });
    expect(overview.leadsPerWeek).toHaveLength(12);
    expect(overview.leadsPerWeek.reduce((sum, week) => sum + week.leads, 0)).toBe(5);
    const premier = await overviewOf(t.tokens.premier);
    expect(premier.figures).toMatchObject({ leads: 1, answered: 0, published: false });
    expect(premier.figures.medianFirstResponseMinutes).toBeNull();
  });

  it('counts only the last 90 days and 12 weeks', async () => {
    await fiveLeadsThreeAnswered();
    t.advance(91 * DAY);
    const overview = await overviewOf(t.logIn('castle-carpets'));
    expect(overview.figures).toMatchObject({ leads: 0, answered: 0, published: false });
    expect(overview.leadsPerWeek.every((week) => week.leads === 0)).toBe(true);
    const lastWeek = overview.leadsPerWeek.at(-1)?.weekStart;
    expect(lastWeek).toBe(
      weekStartOf(t.deps.now?.() ?? new Date())
        .toISOString()
        .slice(0, 10),
    );
  });

  it('tells the plan, its paid features and the snippet of its own Flo', async () => {
    const castle = await overviewOf(t.tokens.castle);
    expect(castle.tier).toBe('standard');
    expect(castle.features).toEqual({ reviewReplies: true, reviewInvites: true });
    expect(castle.widgetSnippet).toContain(
      '<script src="http://localhost:3000/widget/flo.js" async data-variant="embedded" data-target="#flo-chat" data-specialist="castle-carpets-manchester"></script>',
    );
    const budget = await overviewOf(t.tokens.budget);
    expect(budget).toMatchObject({
      tier: 'free',
      features: { reviewReplies: false, reviewInvites: false },
    });
  });
});

describe('response figures on the public profile', () => {
  it('are published from 5 leads up, and absent below', async () => {
    for (let i = 0; i < 4; i++) await t.enquiryTo('castle-carpets');
    expect(await publicFigures('castle-carpets-manchester')).toBeNull();
    await fiveLeadsThreeAnswered();
    expect(await publicFigures('castle-carpets-manchester')).toEqual({
      leads: 9,
      answered: 3,
      responseRate: 33,
      medianFirstResponseMinutes: 30,
    });
    expect(await publicFigures('premier-carpets-manchester')).toBeNull();
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
