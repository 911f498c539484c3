import { describe, expect, it } from 'vitest';
import {
  chatbotSourceFor,
  entryFlowFor,
  pageContextFromLocation,
  pageTypeForPath,
} from './page.ts';

describe('pageTypeForPath (docs/product/chat-flows.md#chat-page-types)', () => {
  it.each([
    ['/', 'home'],
    ['/services', 'services'],
    ['/services/carpet', 'services'],
    ['/specialists', 'specialists'],
    ['/specialists/leeds/carpet', 'specialists'],
    ['/search', 'specialists'],
    ['/search/', 'specialists'],
    ['/search?q=oak', 'specialists'],
    ['/search/?location=Leeds#results', 'specialists'],
    ['/search/x', 'home'],
    ['/search/leeds/carpet', 'home'],
    ['/searching', 'home'],
    ['/specialist/oakbridge-flooring-leeds', 'specialist_profile'],
    ['/specialist', 'home'],
    ['/about', 'home'],
    ['/servicesx', 'home'],
  ])('%s is %s', (path, type) => {
    expect(pageTypeForPath(path)).toBe(type);
  });
});

describe('pageContextFromLocation', () => {
  it('derives city and service from a city-and-service page', () => {
    expect(pageContextFromLocation('/specialists/milton-keynes/tile')).toEqual({
      path: '/specialists/milton-keynes/tile',
      pageType: 'specialists',
      citySlug: 'milton-keynes',
      cityName: 'Milton Keynes',
      serviceSlug: 'tile',
      serviceName: 'Tile Installation',
      chatbotSource: 'location_service_page_chatbot',
    });
  });

  it('derives the service of a service page and the slug of a profile', () => {
    expect(pageContextFromLocation('/services/engineered-wood')).toMatchObject({
      serviceSlug: 'engineered-wood',
      serviceName: 'Engineered Wood',
      chatbotSource: 'service_page_chatbot',
    });
    expect(pageContextFromLocation('/specialist/oak-leeds/carpet')).toMatchObject({
      specialistSlug: 'oak-leeds',
      serviceSlug: 'carpet',
      chatbotSource: 'specialist_page_chatbot',
    });
  });

  it('lets overrides (an embed on another site) win, and fills in names', () => {
    const page = pageContextFromLocation('/blog/new-floors', {
      pageType: 'specialists',
      citySlug: 'york',
      serviceSlug: 'vinyl',
    });
    expect(page).toMatchObject({ cityName: 'York', serviceName: 'Vinyl & LVT Flooring' });
    expect(page.chatbotSource).toBe('location_service_page_chatbot');
    expect(pageContextFromLocation('/', { chatbotSource: 'unknown_chatbot' }).chatbotSource).toBe(
      'unknown_chatbot',
    );
  });
});

describe('chatbotSourceFor', () => {
  it.each([
    [{ path: '/', pageType: 'home' }, 'homepage_chatbot'],
    [{ path: '/about', pageType: 'home' }, 'general_page_chatbot'],
    [{ path: '', pageType: 'home' }, 'unknown_chatbot'],
    [{ path: '/services', pageType: 'services' }, 'general_page_chatbot'],
    [
      { path: '/services/carpet', pageType: 'services', serviceSlug: 'carpet' },
      'service_page_chatbot',
    ],
    [
      { path: '/specialists/leeds', pageType: 'specialists', citySlug: 'leeds' },
      'location_page_chatbot',
    ],
    [{ path: '/search', pageType: 'specialists' }, 'location_page_chatbot'],
    [{ path: '/specialist/x', pageType: 'specialist_profile' }, 'specialist_page_chatbot'],
  ] as const)('%o → %s', (ctx, source) => {
    expect(chatbotSourceFor(ctx)).toBe(source);
  });
});

describe('entryFlowFor', () => {
  it.each([
    ['/', 'general'],
    ['/services', 'general'],
    ['/services/carpet', 'enhanced'],
    ['/services/not-a-service', 'general'],
    ['/specialist/oak-leeds', 'specialist'],
    ['/specialists/leeds/carpet', 'location_direct_connect'],
    ['/specialists/leeds', 'location_service_selection'],
    ['/specialists', 'location_general'],
    ['/search', 'location_general'],
    ['/search/', 'location_general'],
    ['/search/x', 'general'],
  ])('%s opens the %s flow', (path, flow) => {
    expect(entryFlowFor(pageContextFromLocation(path))).toBe(flow);
  });
});
