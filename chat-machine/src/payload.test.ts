import { chatEnquirySchema, pageContextSchema } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { pageContextFromLocation } from './page.ts';
import { buildChatEnquiry, clipPageContext, PAGE_CONTEXT_LIMITS } from './payload.ts';

describe('buildChatEnquiry', () => {
  it('fills the defaults of docs/product/validation.md when nothing was given', () => {
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
    // The chat always asks for one of the two, so the API refuses an enquiry with neither.
    expect(chatEnquirySchema.safeParse(enquiry).success).toBe(false);
    const withEmail = buildChatEnquiry({
      answers: { email: 'jo@example.test' },
      page,
      specialist: null,
    });
    expect(chatEnquirySchema.safeParse(withEmail).success).toBe(true);
  });

  it('clips over-long answers to the contract limits so the lead is not rejected', () => {
    const enquiry = buildChatEnquiry({
      answers: {
        name: 'N'.repeat(500),
        phone: ` 0161 496 0000${' '.repeat(90)}`,
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

  it("clips an embed's over-long page context so the schema still accepts the payload", () => {
    const page = pageContextFromLocation('/specialists/leeds', {
      cityName: 'C'.repeat(300),
      citySlug: 'c'.repeat(300),
      serviceSlug: 's'.repeat(200),
      serviceName: 'S'.repeat(300),
      specialistSlug: 'x'.repeat(400),
    });
    const enquiry = buildChatEnquiry({
      answers: { city: 'Leeds', phone: '0161 496 0000' },
      page,
      specialist: null,
    });
    expect(chatEnquirySchema.safeParse(enquiry).error?.issues ?? []).toEqual([]);
    expect(enquiry.pageContext.cityName).toBe('C'.repeat(120));
    expect(enquiry.pageContext.serviceSlug).toHaveLength(80);
    expect(enquiry.pageContext.specialistSlug).toHaveLength(160);
    expect(enquiry.pageContext.pageType).toBe('specialists');
  });

  it('leaves a page context within the limits as it is', () => {
    const page = pageContextFromLocation('/specialists/leeds/carpet');
    expect(clipPageContext(page)).toEqual(page);
  });
});

describe('PAGE_CONTEXT_LIMITS', () => {
  const shape = pageContextSchema.shape;
  const textFields = (Object.keys(shape) as Array<keyof typeof shape>).filter(
    (key) => shape[key].safeParse('x').success,
  );

  it("names a limit for every text field of the contract's page context", () => {
    expect(Object.keys(PAGE_CONTEXT_LIMITS).sort()).toEqual([...textFields].sort());
  });

  it.each(Object.entries(PAGE_CONTEXT_LIMITS))(
    "%s: %i characters is the schema's limit",
    (key, max) => {
      const field = shape[key as keyof typeof shape];
      expect(field.safeParse('a'.repeat(max)).success).toBe(true);
      expect(field.safeParse('a'.repeat(max + 1)).success).toBe(false);
    },
  );
});
