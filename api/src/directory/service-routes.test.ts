import { describe, expect } from 'vitest';
import { directoryTest } from '../testing/fixtures.ts';

describe('GET /api/services/{slug}/stats', () => {
  directoryTest(
    'aggregates published reviews of active specialists offering the service',
    async ({ api }) => {
      const res = await api.app.request('/api/services/carpet/stats');
      expect(res.status).toBe(200);
      // Castle 6×5, Premier 1×5, Fresh none, Keynes 3 and 4; the suspended Shady Tiles is left out.
      expect(await res.json()).toEqual({
        totalSpecialists: 4,
        totalReviews: 9,
        averageRating: '4.7',
        totalCities: 2,
      });
    },
  );

  directoryTest('counts only published reviews', async ({ api }) => {
    const res = await api.app.request('/api/services/hardwood/stats');
    expect(await res.json()).toEqual({
      totalSpecialists: 1,
      totalReviews: 3,
      averageRating: '4.3',
      totalCities: 1,
    });
  });

  directoryTest(
    'answers zeros when only a suspended specialist offers the service',
    async ({ api }) => {
      const res = await api.app.request('/api/services/tile/stats');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        totalSpecialists: 0,
        totalReviews: 0,
        averageRating: null,
        totalCities: 0,
      });
    },
  );

  directoryTest("answers 404 for 'other' and unknown services", async ({ api }) => {
    for (const slug of ['other', 'plumbing']) {
      const res = await api.app.request(`/api/services/${slug}/stats`);
      expect(res.status, slug).toBe(404);
      expect(await res.json(), slug).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  directoryTest('answers 400 for a malformed slug', async ({ api }) => {
    for (const slug of ['Carpet%3Cscript%3E', 'x'.repeat(121)]) {
      const res = await api.app.request(`/api/services/${slug}/stats`);
      expect(res.status, slug).toBe(400);
      expect(await res.json(), slug).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });
});
