import {
  chatEnquirySchema,
  chatReviewsSchema,
  enquiryCreatedSchema,
  serviceStatsSchema,
  specialistSchema,
} from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { CARPET_FITTER, CREATED, REVIEWS, STATS } from '../testing/machine-fixtures.ts';
import { answerChecks, EMAIL_PATTERN, expectAnswer } from './answers.ts';

describe('EMAIL_PATTERN', () => {
  it('agrees with the contract e-mail rule', () => {
    const samples = [
      'sam@example.com',
      'sam.jones+floors@mail.example.co.uk',
      "o'neill@example.ie",
      'sam@localhost',
      'sam at example.com',
      'sam@@example.com',
      '.sam@example.com',
      'sam..jones@example.com',
      'sam@example.c',
      'sam@-example.com',
      '',
    ];
    const contract = chatEnquirySchema.shape.customerEmail;
    for (const sample of samples) {
      const allowedByContract = sample !== '' && contract.safeParse(sample).success;
      expect([sample, EMAIL_PATTERN.test(sample)]).toEqual([sample, allowedByContract]);
    }
  });
});

describe('answerChecks', () => {
  it('accept answers the contract accepts', () => {
    expect(answerChecks.serviceStats(serviceStatsSchema.parse(STATS))).toBe(true);
    expect(answerChecks.specialistList([specialistSchema.parse(CARPET_FITTER)])).toBe(true);
    expect(answerChecks.chatReviews(chatReviewsSchema.parse(REVIEWS))).toBe(true);
    expect(answerChecks.enquiryCreated(enquiryCreatedSchema.parse(CREATED))).toBe(true);
  });

  it('reject answers of the wrong kind with the path in the error', () => {
    expect(answerChecks.specialistList({ specialists: [] })).toBe(false);
    expect(answerChecks.chatSettings('<html>Bad gateway</html>')).toBe(false);
    expect(answerChecks.enquiryCreated({ id: 42 })).toBe(false);
    expect(() =>
      expectAnswer(null, answerChecks.serviceStats, '/api/services/carpet/stats'),
    ).toThrow('Unexpected answer from /api/services/carpet/stats');
  });
});
