import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageContextFromLocation } from '../page.ts';
import { buildChatEnquiry } from '../payload.ts';
import { CREATED, OLDER_REVIEWS, REVIEWS, STATS } from '../testing/machine-fixtures.ts';
import { type SeenRequest, sendJson, startTestServer } from '../testing/test-server.ts';
import { createFloApi } from './client.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let seen: SeenRequest[] = [];
const json = sendJson;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

let clock = 0;
let sleeps: number[] = [];
beforeEach(() => {
  server.state.seen = [];
  seen = server.state.seen;
  sleeps = [];
  clock = 1_000_000;
});

function api() {
  return createFloApi({
    baseUrl: `${server.baseUrl}/`,
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
}

const MINUTE = 60_000;
const SETTINGS = {
  enabled: true,
  pageSettings: { home: { enabled: true } },
  contactEmail: 'hi@flo.example',
};

describe('caches (docs/product/constants.md#caching)', () => {
  it('keeps chat settings for 5 minutes', async () => {
    server.state.handler = (_req, res) => json(res, 200, SETTINGS);
    const client = api();
    expect(await client.getChatSettings()).toEqual(SETTINGS);
    clock += 5 * MINUTE - 1;
    await client.getChatSettings();
    expect(seen).toHaveLength(1);
    clock += 2;
    await client.getChatSettings();
    expect(seen.map((s) => s.url)).toEqual(['/api/chat-settings', '/api/chat-settings']);
  });

  it('keeps service stats for 15 minutes and never asks for "other"', async () => {
    server.state.handler = (_req, res) => json(res, 200, STATS);
    const client = api();
    expect(await client.getServiceStats('carpet')).toEqual(STATS);
    clock += 14 * MINUTE;
    await client.getServiceStats('carpet');
    expect(seen).toHaveLength(1);
    clock += 2 * MINUTE;
    await client.getServiceStats('carpet');
    expect(await client.getServiceStats('other')).toBeNull();
    expect(seen.map((s) => s.url)).toEqual([
      '/api/services/carpet/stats',
      '/api/services/carpet/stats',
    ]);
  });

  it('keeps city-service stats for 5 minutes, and does not keep failures', async () => {
    let failNext = true;
    server.state.handler = (_req, res) => {
      if (failNext) {
        failNext = false;
        res.writeHead(404).end('No such city');
        return;
      }
      json(res, 200, { totalSpecialists: 3, averageRating: '4.2' });
    };
    const client = api();
    await expect(client.getCityServiceStats('leeds', 'carpet')).rejects.toThrow(
      '404: No such city',
    );
    expect(await client.getCityServiceStats('leeds', 'carpet')).toEqual({
      totalSpecialists: 3,
      averageRating: '4.2',
    });
    clock += 4 * MINUTE;
    await client.getCityServiceStats('leeds', 'carpet');
    expect(seen).toHaveLength(2);
    clock += 2 * MINUTE;
    await client.getCityServiceStats('leeds', 'carpet');
    expect(seen).toHaveLength(3);
  });
});

it('keeps a specialist for 5 minutes', async () => {
  const detail = {
    id: 7,
    name: 'Oakbridge Flooring',
    slug: 'oakbridge-flooring-leeds',
    city: 'Leeds',
    servicesOffered: ['Carpet'],
    averageRating: '4.8',
    reviewCount: 3,
    citySlug: 'leeds',
    region: 'Yorkshire',
    description: 'Family firm.',
    phone: '0113 496 0000',
    email: 'info@oakbridge.example',
    website: null,
    serviceSlugs: ['carpet'],
    postcodeAreas: ['LS'],
    tier: 'free',
    claimed: false,
  };
  server.state.handler = (_req, res) => json(res, 200, detail);
  const client = api();
  expect(await client.getSpecialist('oakbridge-flooring-leeds')).toEqual(detail);
  clock += 4 * MINUTE;
  await client.getSpecialist('oakbridge-flooring-leeds');
  expect(seen).toHaveLength(1);
  clock += 2 * MINUTE;
  await client.getSpecialist('oakbridge-flooring-leeds');
  expect(seen.map((s) => s.url)).toEqual(
    Array(2).fill('/api/specialists/unified/oakbridge-flooring-leeds'),
  );
});

describe('errors and retries (docs/product/errors.md#retries)', () => {
  it('reads errors as "STATUS: body", or the status text when the body is empty, without retrying 4xx', async () => {
    server.state.handler = (req, res) => {
      if (req.url?.includes('empty')) res.writeHead(404).end();
      else res.writeHead(400).end('Bad city');
    };
    const client = api();
    await expect(client.searchSpecialistsByCity('bad')).rejects.toThrow(/^400: Bad city$/);
    await expect(client.getSpecialist('empty')).rejects.toThrow(/^404: Not Found$/);
    expect(seen).toHaveLength(2);
    expect(sleeps).toEqual([]);
  });

  it('retries a 5xx GET twice with a doubling delay, then succeeds', async () => {
    let calls = 0;
    server.state.handler = (_req, res) => {
      calls += 1;
      if (calls <= 2) res.writeHead(503).end('Busy');
      else json(res, 200, REVIEWS);
    };
    expect(await api().getSpecialistReviews(7)).toEqual(REVIEWS);
    expect(seen.map((s) => s.url)).toEqual(Array(3).fill('/api/reviews/specialist/7/chat'));
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('asks for a later page of reviews by number, and never keeps them', async () => {
    server.state.handler = (_req, res) => json(res, 200, OLDER_REVIEWS);
    const client = api();
    expect(await client.getSpecialistReviews(7, 2)).toEqual(OLDER_REVIEWS);
    await client.getSpecialistReviews(7, 2);
    expect(seen.map((s) => s.url)).toEqual(Array(2).fill('/api/reviews/specialist/7/chat?page=2'));
  });

  it('gives up after 2 retries of a dropped connection with the network error', async () => {
    server.state.handler = (req) => req.socket.destroy();
    await expect(api().searchSpecialistsByCity('leeds')).rejects.toThrow(TypeError);
    expect(seen).toHaveLength(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('rejects an answer of the wrong kind, such as a proxy error page', async () => {
    server.state.handler = (_req, res) => json(res, 200, ['not', 'settings']);
    await expect(api().getChatSettings()).rejects.toThrow(
      'Unexpected answer from /api/chat-settings',
    );
  });
});

describe('submitEnquiry', () => {
  const enquiry = buildChatEnquiry({
    answers: { name: 'Sam' },
    page: pageContextFromLocation('/'),
    specialist: null,
  });

  it('POSTs the enquiry as JSON with the Idempotency-Key header', async () => {
    server.state.handler = (_req, res) => json(res, 201, CREATED);
    expect(await api().submitEnquiry(enquiry, 'key-12345678')).toEqual(CREATED);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/enquiries' });
    expect(seen[0]?.headers['idempotency-key']).toBe('key-12345678');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(enquiry);
  });

  it('does not retry a failed submission by itself', async () => {
    server.state.handler = (_req, res) => res.writeHead(500).end('Database unavailable');
    await expect(api().submitEnquiry(enquiry, 'key-12345678')).rejects.toThrow(
      '500: Database unavailable',
    );
    expect(seen).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });
});

describe('suggestEmail', () => {
  it('POSTs the typed address and answers the suggestion, or null', async () => {
    server.state.handler = (_req, res) => json(res, 200, { suggestion: 'joe@gmail.com' });
    expect(await api().suggestEmail('joe@gmial.com')).toBe('joe@gmail.com');
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/email-suggestions' });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ email: 'joe@gmial.com' });

    server.state.handler = (_req, res) => json(res, 200, { suggestion: null });
    expect(await api().suggestEmail('joe@gmail.com')).toBeNull();
  });

  it('refuses an answer of the wrong kind', async () => {
    server.state.handler = (_req, res) => json(res, 200, { suggestion: 42 });
    await expect(api().suggestEmail('joe@gmial.com')).rejects.toThrow(
      'Unexpected answer from /api/email-suggestions',
    );
  });
});
