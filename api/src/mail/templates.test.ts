import { describe, expect, it } from 'vitest';
import {
  type EnquiryDetails,
  enquiryConfirmationMail,
  leadSubject,
  specialistLeadMail,
  unmatchedEnquiryMail,
} from './templates.ts';

const details: EnquiryDetails = {
  reference: 'enq_abc123',
  flooringType: 'Laminate Flooring',
  location: 'Leeds',
  postcode: 'LS1 4AP',
  customerName: 'Sam Patel',
  customerEmail: 'sam@example.test',
  customerPhone: '07700 900999',
  budgetRange: 'Under £1,000',
  urgency: 'ASAP - Within 1 week',
  projectDetails: 'Hallway and kitchen.',
  consultationPreference: 'consultation',
};

describe('mail templates', () => {
  it('gives the specialist the contact details and the customer only their own summary', () => {
    const lead = specialistLeadMail(details, 'Leeds Laminates', 'https://flo.example');
    expect(lead.text).toContain('Phone: 07700 900999');
    expect(lead.text).toContain('E-mail: sam@example.test');
    expect(lead.text).toContain('Asked for: Free home consultation');
    expect(lead.text).toContain('Budget: Under £1,000');
    expect(lead.text).toContain('Timescale: ASAP - Within 1 week');
    expect(lead.text).toContain('https://flo.example/dashboard');

    const confirmation = enquiryConfirmationMail(
      details,
      ['Leeds Laminates', 'Oak & Co', 'Aire Floors'],
      'https://flo.example',
      'https://flo.example/your-enquiry/enq_abc123/secret-token',
    );
    expect(confirmation.text).toContain('Hello Sam Patel,');
    expect(confirmation.text).toContain('passed it to Leeds Laminates, Oak & Co and Aire Floors');
    expect(confirmation.text).toContain('https://flo.example/your-enquiry/enq_abc123/secret-token');
    expect(confirmation.text).toContain('enq_abc123');
    expect(confirmation.text).not.toContain('Phone:');
  });

  it('says what the customer asked for in the chat: a consultation, a call-back or quotes', () => {
    const asked = (change: Partial<EnquiryDetails>) =>
      specialistLeadMail({ ...details, ...change }, 'Leeds Laminates', 'https://flo.example').text;
    const generalFlow = { consultationPreference: null };
    expect(asked({ ...generalFlow, intent: 'consultation' })).toContain(
      'Asked for: Free home consultation',
    );
    expect(asked({ ...generalFlow, intent: 'message' })).toContain(
      'Asked for: Call-back to talk it through',
    );
    expect(asked({ consultationPreference: 'talk-further' })).toContain(
      'Asked for: Call-back to talk it through',
    );
    expect(asked({ ...generalFlow, intent: 'quotes' })).toContain('Asked for: Free quotes');
    expect(asked({ ...generalFlow, intent: null })).not.toContain('Asked for:');
  });

  it('gives whichever contact the customer left, and the budget and timing unasked', () => {
    const phoneOnly = specialistLeadMail(
      { ...details, customerEmail: '', customerPhone: '+33123456789' },
      'Leeds Laminates',
      'https://flo.example',
    ).text;
    expect(phoneOnly).toContain('Phone: +33123456789');
    expect(phoneOnly).not.toContain('E-mail:');
    const emailOnly = unmatchedEnquiryMail(
      { ...details, customerPhone: '', budgetRange: 'Not specified', urgency: 'Not specified' },
      'https://flo.example',
    ).text;
    expect(emailOnly).toContain('E-mail: sam@example.test');
    expect(emailOnly).not.toContain('Phone:');
    expect(emailOnly).toContain('Budget: Not specified');
    expect(emailOnly).toContain('Timescale: Not specified');
  });

  it('names a lead by what the customer said, leaving out the defaults', () => {
    const subject = (flooringType: string, location: string) =>
      leadSubject({ flooringType, location });
    expect(subject('General enquiry', 'Not specified')).toBe('New flooring enquiry');
    expect(subject('Carpet Installation', 'Not specified')).toBe(
      'New flooring enquiry: Carpet Installation',
    );
    expect(subject('General Enquiry', 'Leeds')).toBe('New flooring enquiry in Leeds');
    expect(subject('Tile Installation', 'Leeds')).toBe(
      'New flooring enquiry: Tile Installation in Leeds',
    );
  });

  it('agrees the promise with one firm and with several', () => {
    const one = enquiryConfirmationMail(details, ['Brookby Floors'], 'https://flo.example');
    expect(one.text).toContain('to Brookby Floors, who typically responds within 2 hours');
    const two = enquiryConfirmationMail(details, ['A Floors', 'B Tiles'], 'https://flo.example');
    expect(two.text).toContain('to A Floors and B Tiles, who typically respond within 2 hours');
  });

  it('promises matching within 24 hours when nobody was matched yet', () => {
    const confirmation = enquiryConfirmationMail(details, [], 'https://flo.example');
    expect(confirmation.text).toContain(
      'match you with local flooring specialists within 24 hours',
    );
  });

  it('keeps visitor text in a subject to one bounded line, so it cannot add headers', () => {
    const lead = specialistLeadMail(
      { ...details, flooringType: 'Tile\r\nBcc: victim@example.test', location: 'x'.repeat(300) },
      'Leeds Tiles',
      'https://flo.example',
    );
    expect(lead.subject).not.toMatch(/[\r\n]/);
    expect(
      lead.subject.startsWith('New flooring enquiry: Tile Bcc: victim@example.test in x'),
    ).toBe(true);
    expect(lead.subject.length).toBeLessThanOrEqual(120);
  });
});
