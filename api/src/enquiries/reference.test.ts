import { leadReferenceParams } from '@flo/contract';
import { describe, expect, it } from 'vitest';
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

  it('starts with the millisecond it was made in, shared by every reference of it', () => {
    const a = newEnquiryReference(moment);
    const b = newEnquiryReference(moment);
    expect(b.slice(0, 11)).toBe(a.slice(0, 11));
    expect(b.slice(11)).not.toBe(a.slice(11));
    expect(newEnquiryReference(new Date(0)).slice(0, 11)).toBe('enq_-------');
  });

  it('sorts as text in the order made, across every digit boundary', () => {
    // Steps of 1 ms around each power of 64, where a digit rolls over, and across the years.
    const times = [0, 1, 63, 64, 65, 4095, 4096, 4097, 64 ** 3 - 1, 64 ** 3, 64 ** 4 - 1, 64 ** 4];
    for (let t = moment.getTime() - 200; t < moment.getTime() + 200; t++) times.push(t);
    times.push(Date.UTC(2100, 0, 1));
    const references = times.map((t) => newEnquiryReference(new Date(t)));
    const sorted = [...references].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    expect(sorted).toEqual(references);
  });
});
