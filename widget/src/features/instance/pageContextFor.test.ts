import { describe, expect, it } from 'vitest';
import { pageContextFor } from './pageContextFor.ts';

describe('pageContextFor', () => {
  it('takes the page type and slugs from the URL when the host says nothing', () => {
    expect(pageContextFor('/specialists/leeds/tile', {})).toMatchObject({
      pageType: 'specialists',
      citySlug: 'leeds',
      serviceSlug: 'tile',
      chatbotSource: 'location_service_page_chatbot',
    });
  });

  it('makes any page specialist-specific when the embed names a specialist', () => {
    const page = pageContextFor('/blog/oak-floors', { specialist: 'oak-and-stone-leeds' });
    expect(page).toMatchObject({
      path: '/blog/oak-floors',
      pageType: 'specialist_profile',
      specialistSlug: 'oak-and-stone-leeds',
      chatbotSource: 'specialist_page_chatbot',
    });
  });

  it('lets data-city, data-service and data-source override what the URL says', () => {
    const page = pageContextFor('/', {
      city: 'Milton Keynes',
      service: 'carpet',
      source: 'general_page_chatbot',
    });
    expect(page).toMatchObject({
      citySlug: 'milton-keynes',
      cityName: 'Milton Keynes',
      serviceSlug: 'carpet',
      serviceName: 'Carpet Installation',
      chatbotSource: 'general_page_chatbot',
    });
  });
});
