import { chatEnquirySchema } from '@flo/api/contract';
import { describe, expect, it } from 'vitest';
import { pageContextFromLocation } from './page.ts';
import { buildChatEnquiry } from './payload.ts';

describe('buildChatEnquiry', () => {
  it('fills the spec section 5 defaults when nothing was given', () => {
    const page = pageContextFromLocation('/');
    const enquiry = buildChatEnquiry({ answers: {}, page, specialist: null });
    expect(enquiry).toEqual({
      flooringType: 'General enquiry',
      location: 'Not specified',
      customerName: 'Anonymous',
      customerEmail: '',
      customerPhone: '',
      budgetRange: 'Not specified',
      urgency: 'Not specified',
      projectDetails: '',
      chatbotSource: 'homepage_chatbot',
      pageContext: page,
    });
    expect(chatEnquirySchema.safeParse(enquiry).success).toBe(true);
  });

  it('clips over-long answers to the contract limits so the lead is not rejected', () => {
    const enquiry = buildChatEnquiry({
      answers: {
        name: 'N'.repeat(500),
        phone: '1'.repeat(90),
        postcode: 'SW1A 1AA EXTRA',
        projectDetails: 'p'.repeat(6000),
      },
      page: pageContextFromLocation('/services/carpet'),
      specialist: { id: 3, name: 'Oak' },
    });
    expect(chatEnquirySchema.safeParse(enquiry).success).toBe(true);
    expect(enquiry.customerName).toHaveLength(120);
    expect(enquiry.specialistId).toBe(3);
  });
});
