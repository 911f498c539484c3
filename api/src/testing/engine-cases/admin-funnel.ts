import { beforeAll, expect, it } from 'vitest';
import { resolvePeriod } from '../../admin/figures/period.ts';
import { funnelOf } from '../../admin/funnel/summaries.ts';
import { describeEachEngine } from '../each-engine.ts';

const NOW = new Date('2026-03-04T12:00:00Z');

/** The console's funnel read-back, alike on both engines (ADR 050). */
export const adminFunnelCases = describeEachEngine('admin funnel', ({ engine }) => {
  const period = resolvePeriod({ from: '2026-03-02', to: '2026-03-04' }, NOW);

  beforeAll(async () => {
    const { floFunnelDaily, auditLog } = engine().tables;
    const slice = { flow: 'general', pageType: 'home', origin: 'site' };
    const count = (day: string, arm: string, step: string, reached: number, ended = 0) => ({
      ...slice,
      day,
      arm,
      step,
      reached,
      ended,
    });
    await engine()
      .db.insert(floFunnelDaily)
      .values([
        count('2026-03-02', 'a', 'started', 6),
        count('2026-03-02', 'b', 'started', 4),
        count('2026-03-02', 'a', 'service', 5, 2),
        count('2026-03-02', 'a', 'completed', 3),
        count('2026-03-03', 'a', 'started', 2),
        { ...count('2026-03-03', 'a', 'started', 7), pageType: 'services' },
        { ...count('2026-03-03', 'a', 'started', 1), origin: 'https://oak.example' },
        count('2026-03-05', 'a', 'started', 50),
        { ...count('2026-03-02', 'a', 'started', 9), flow: 'other' },
      ]);
    const entry = {
      actorKind: 'admin',
      actorLabel: 'ops',
      entityKind: 'setting',
      source: 'console',
    } as const;
    await engine()
      .db.insert(auditLog)
      .values([
        {
          ...entry,
          at: new Date('2026-03-03T23:59:00Z'),
          entityId: 'chat',
          action: 'setting.chat',
          beforeJson: '{"greeting":null}',
          afterJson: '{"greeting":"Hi"}',
        },
        {
          ...entry,
          at: new Date('2026-03-05T00:00:00Z'),
          entityId: 'chat',
          action: 'setting.chat',
          afterJson: '{"enabled":false}',
        },
      ]);
  });

  it('sums steps, arms, days and the filter choices of one flow over the period', async () => {
    const funnel = await engine().run(funnelOf, {
      flow: 'general',
      period,
      pageType: 'home',
      origin: 'site',
    });
    expect(funnel).toMatchObject({ started: 12, completed: 3 });
    expect(funnel.steps.map(({ step, reached, dropOff }) => [step, reached, dropOff])).toEqual([
      ['started', 12, 0],
      ['service', 5, 2],
      ['completed', 3, 0],
    ]);
    expect(funnel.arms.b).toEqual([expect.objectContaining({ step: 'started', reached: 4 })]);
    expect(funnel.perDay).toEqual([
      { day: '2026-03-02', started: 10, completed: 3 },
      { day: '2026-03-03', started: 2, completed: 0 },
      { day: '2026-03-04', started: 0, completed: 0 },
    ]);
    expect(funnel.pageTypes).toEqual([
      { pageType: 'home', started: 12 },
      { pageType: 'services', started: 7 },
    ]);
    expect(funnel.origins).toEqual([
      { origin: 'site', started: 12 },
      { origin: 'https://oak.example', started: 1 },
    ]);
    expect(funnel.settingsChanges).toEqual([
      { day: '2026-03-03', summary: 'Changed the greeting.' },
    ]);
  });
});
