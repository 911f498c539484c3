import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { businessTest } from '../testing/fixtures.ts';
import { testDialect } from '../testing/open-test-app.ts';
import { queryPlans } from '../testing/query-plans.ts';
import {
  publicResponseFigures,
  RESPONSE_SAMPLE_LEADS,
  responseFiguresOf,
} from './public-figures.ts';

const MINUTE = 60_000;

describe('publicResponseFigures', () => {
  businessTest(
    'counts a status change as an answer, and claims nothing below 5 leads',
    async ({ api }) => {
      const castle = api.specialistIds['castle-carpets'] ?? 0;
      const refs: string[] = [];
      for (let n = 0; n < 4; n++) refs.push(await api.enquiryTo('castle-carpets'));
      api.advance(45 * MINUTE);
      const lead = (ref: string | undefined) => `/api/business/enquiries/${ref}`;
      // A phone call Flo never saw: the firm marks the lead contacted.
      await api.call(api.tokens.castle, 'PATCH', lead(refs[0]), { status: 'contacted' });
      await api.call(api.tokens.castle, 'PATCH', lead(refs[1]), { status: 'lost' });
      const figures = () =>
        api.engine.run(responseFiguresOf, castle, api.deps.now?.() ?? new Date());
      expect(await figures()).toBeNull();
      refs.push(await api.enquiryTo('castle-carpets'));
      expect(await figures()).toEqual({
        leads: 5,
        answered: 1,
        responseRate: 20,
        medianFirstResponseMinutes: 45,
      });
    },
  );

  businessTest('reads only the newest 20 leads', async ({ api }) => {
    const castle = api.specialistIds['castle-carpets'] ?? 0;
    for (let n = 0; n < RESPONSE_SAMPLE_LEADS + 3; n++) {
      const ref = await api.enquiryTo('castle-carpets');
      api.advance(MINUTE);
      // The three oldest leads were answered; the newest 20 were not.
      if (n < 3) {
        await api.call(api.tokens.castle, 'POST', `/api/business/enquiries/${ref}/replies`, {
          message: 'Hello',
        });
      }
    }
    const figures = await api.engine.run(responseFiguresOf, castle, api.deps.now?.() ?? new Date());
    expect(figures).toMatchObject({ leads: 20, answered: 0, responseRate: 0 });
    const { db, tables } = api.engine;
    const { enquiryRecipients } = tables;
    expect(
      await db.select().from(enquiryRecipients).where(eq(enquiryRecipients.specialistId, castle)),
    ).toHaveLength(RESPONSE_SAMPLE_LEADS + 3);
  });

  // SQLite only: it reads SQLite's query plan (PostgreSQL's planner chooses by its statistics).
  businessTest.runIf(testDialect() === 'sqlite')(
    'reads the leads through the specialist index',
    async ({ api }) => {
      await api.enquiryTo('castle-carpets');
      const castle = api.specialistIds['castle-carpets'] ?? 0;
      const plans = queryPlans(api.db, () => {
        expect(publicResponseFigures(api.db, castle, new Date())).toBeNull();
      });
      expect(plans.join('\n')).toMatch(
        /SEARCH enquiry_recipients USING INDEX enquiry_recipients_specialist_idx \(specialist_id=\? AND created_at>\?\)/,
      );
      expect(plans.join('\n')).not.toMatch(/TEMP B-TREE|SCAN/);
    },
  );
});
