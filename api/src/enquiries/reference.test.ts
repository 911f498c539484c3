import { describe, expect, it } from 'vitest';
import { leadReferenceParams } from '../contract/business-leads.ts';
import { newEnquiryReference } from './reference.ts';

const moment = new Date(Date.UTC(2026, 10, 25, 12, 0, 0));

describe('newEnquiryReference', () => {
  it('makes distinct references in the form business URLs accept', () => {
    const references = new Set(Array.from({ length: 1000 }, () => newEnquiryReference(moment)));
    expect(references.size).toBe(1000);
    for (const reference of references) {
      expect(leadReferenceParams.safeParse({ reference }).success).toBe(true);
    }
  });

  it('starts with the second it was made in, shared by every reference of that second', () => {
    const a = newEnquiryReference(moment);
    const b = newEnquiryReference(new Date(moment.getTime() + 999));
    const nextSecond = newEnquiryReference(new Date(moment.getTime() + 1000));
    expect(b.slice(0, 10)).toBe(a.slice(0, 10));
    expect(nextSecond.slice(0, 9)).toBe(a.slice(0, 9));
    expect(nextSecond.slice(9, 10)).not.toBe(a.slice(9, 10));
    expect(newEnquiryReference(new Date(0)).slice(0, 10)).toBe('enq_AAAAAA');
  });
});
