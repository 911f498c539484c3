import { randomUUID } from 'node:crypto';
import createClient from 'openapi-fetch';
import { expect, it } from 'vitest';
import { useTestServer } from '../../testing/test-server.ts';
import type { paths } from './api-types.gen.ts';

const server = useTestServer();

/**
 * What another team's code does with the document: a client typed by the generated types,
 * calling the real server over HTTP. Paths, parameters and bodies are checked by tsc.
 */
it('finds a specialist and sends them an enquiry through the typed client', async () => {
  const { url } = await server.start({ SEED: 'demo' });
  const api = createClient<paths>({ baseUrl: url });

  const search = await api.GET('/api/search', {
    params: { query: { q: 'carpet', city: 'manchester' } },
  });
  expect(search.response.status).toBe(200);
  const specialist = search.data?.results[0];
  expect(specialist?.city).toBe('Manchester');
  if (!specialist) return;

  const profile = await api.GET('/api/specialists/unified/{slug}', {
    params: { path: { slug: specialist.slug } },
  });
  expect(profile.data?.name).toBe(specialist.name);

  const enquiry = await api.POST('/api/enquiries', {
    params: { header: { 'Idempotency-Key': randomUUID() } },
    body: {
      flooringType: 'Carpet Installation',
      location: 'Manchester',
      customerName: 'Jo Bloggs',
      customerEmail: 'jo@example.test',
      customerPhone: '07700 900123',
      budgetRange: '£1,000 - £3,000',
      urgency: 'Within 2-4 weeks',
      projectDetails: 'Two bedrooms and the stairs.',
      chatbotSource: 'specialist_page_chatbot',
      pageContext: {
        path: `/specialists/${specialist.slug}`,
        pageType: 'specialist_profile',
        chatbotSource: 'specialist_page_chatbot',
      },
      specialistId: specialist.id,
    },
  });
  expect(enquiry.response.status).toBe(201);
  expect(enquiry.data?.matchedSpecialists).toBeGreaterThan(0);

  const missing = await api.GET('/api/specialists/unified/{slug}', {
    params: { path: { slug: 'no-such-specialist' } },
  });
  expect(missing.response.status).toBe(404);
  expect(missing.error?.error.code).toBe('not_found');
});
