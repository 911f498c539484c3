import { expect, it } from 'vitest';
import { leadsPerWeek, measureResponses } from '../../business-dashboard/figures.ts';
import { leadAddressOf } from '../../business-dashboard/lead-address.ts';
import { requirePlanFeature } from '../../business-dashboard/plan.ts';
import { responseFiguresOf } from '../../business-dashboard/public-figures.ts';
import { tierOf } from '../../business-dashboard/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertLead, insertSpecialist } from './specialist-rows.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A Wednesday. */
const NOW = new Date('2026-03-04T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

/** The business dashboard's figures, alike on SQLite and PostgreSQL (ADR 050). */
export const businessDashboardCases = describeEachEngine('business dashboard', ({ engine }) => {
  it('measures the response rate, the median first response and leads per week', async () => {
    const { specialistId } = await insertSpecialist(engine(), 'dash');
    const answeredAfter = [10, 30, 90, null, null, 5];
    for (const [n, minutes] of answeredAfter.entries()) {
      // The last lead is older than the 90-day window and counts in none of the figures.
      const at = n === 5 ? ago(100 * DAY) : ago(n * 8 * DAY + DAY);
      const answeredAt = minutes === null ? undefined : new Date(at.getTime() + minutes * MINUTE);
      await insertLead(engine(), specialistId, `dash-${n}`, at, { answeredAt });
    }
    expect(await engine().run(measureResponses, specialistId, NOW)).toEqual({
      leads: 5,
      answered: 3,
      responseRate: 60,
      medianFirstResponseMinutes: 30,
    });
    const weeks = await engine().run(leadsPerWeek, specialistId, NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ weekStart: '2026-03-02', leads: 1 });
    expect(weeks.map((week) => week.leads)).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 1, 1]);
    expect(await engine().run(responseFiguresOf, specialistId, NOW)).toEqual({
      leads: 5,
      answered: 3,
      responseRate: 60,
      medianFirstResponseMinutes: 30,
    });
  });

  it('reads the tier, the lead address and the plan features of a listing', async () => {
    const { specialistId } = await insertSpecialist(engine(), 'plan');
    expect(await engine().run(tierOf, specialistId)).toBe('free');
    expect(await engine().run(leadAddressOf, specialistId)).toBe('plan@example.com');
    await expect(requirePlanFeature(engine(), specialistId, 'reviewReplies')).rejects.toThrow(
      /Standard/,
    );
    const { specialists } = engine().tables;
    await engine().db.update(specialists).set({ tier: 'standard' });
    await expect(
      requirePlanFeature(engine(), specialistId, 'reviewReplies'),
    ).resolves.toBeUndefined();
  });
});
