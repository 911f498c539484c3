import { beforeAll, expect, it } from 'vitest';
import {
  closeEnquiry,
  findVisitorEnquiry,
  firmsOf,
  repliesToEnquiry,
} from '../../your-enquiry/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertLead, insertSpecialist } from './specialist-rows.ts';

const T0 = new Date('2026-03-02T10:00:00Z');

/** The visitor's own enquiry page, alike on SQLite and PostgreSQL (ADR 050). */
export const yourEnquiryCases = describeEachEngine('your enquiry', ({ engine }) => {
  let first: { cityId: number; specialistId: number };
  let second: number;
  let enquiryId: number;

  beforeAll(async () => {
    first = await insertSpecialist(engine(), 'alpha');
    second = (await insertSpecialist(engine(), 'beta', { cityId: first.cityId })).specialistId;
    // Matched to the later listing first: the page keeps the match order, not the ids'.
    enquiryId = await insertLead(engine(), second, 'enq_visitor', T0);
    const { enquiryRecipients, leadReplies } = engine().tables;
    await engine()
      .db.insert(enquiryRecipients)
      .values({ enquiryId, specialistId: first.specialistId, createdAt: T0 });
    await engine()
      .db.insert(leadReplies)
      .values([
        {
          enquiryId,
          specialistId: first.specialistId,
          message: 'Later',
          createdAt: new Date(T0.getTime() + 2),
        },
        {
          enquiryId,
          specialistId: second,
          message: 'Sooner',
          createdAt: new Date(T0.getTime() + 1),
        },
      ]);
  });

  it('lists the firms in match order and their replies oldest first', async () => {
    const firms = await engine().run(firmsOf, enquiryId);
    expect(firms.map((firm) => firm.id)).toEqual([second, first.specialistId]);
    expect(firms[0]).toMatchObject({ name: 'beta Floors', reviewCount: 0, ratingSum: 0 });
    const replies = await engine().run(repliesToEnquiry, enquiryId);
    expect(replies.map((reply) => reply.message)).toEqual(['Sooner', 'Later']);
  });

  it('closes the enquiry once, keeping the first time', async () => {
    const at = new Date(T0.getTime() + 60_000);
    await engine().commit(closeEnquiry, enquiryId, at);
    await engine().commit(closeEnquiry, enquiryId, new Date(T0.getTime() + 120_000));
    expect(await engine().run(findVisitorEnquiry, 'enq_visitor')).toMatchObject({
      id: enquiryId,
      createdAt: T0,
      closedAt: at,
      visitorTokenHash: null,
    });
    expect(await engine().run(findVisitorEnquiry, 'enq_none')).toBeUndefined();
  });
});
