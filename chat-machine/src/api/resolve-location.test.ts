import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STOCKPORT } from '../testing/machine-fixtures.ts';
import { type SeenRequest, sendJson, startTestServer } from '../testing/test-server.ts';
import { createFloApi } from './client.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let seen: SeenRequest[] = [];
let clock = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.state.seen = [];
  seen = server.state.seen;
  clock = 1_000_000;
});

const api = () =>
  createFloApi({ baseUrl: server.baseUrl, now: () => clock, sleep: async () => {} });

describe('resolveLocation', () => {
  it('asks the resolver with the place and service, and keeps the answer for 5 minutes', async () => {
    server.state.handler = (_req, res) => sendJson(res, 200, STOCKPORT);
    const client = api();
    expect(await client.resolveLocation(' Stockport ', 'carpet')).toEqual(STOCKPORT);
    clock += 5 * 60_000 - 1;
    await client.resolveLocation('Stockport', 'carpet');
    expect(seen.map((request) => request.url)).toEqual([
      '/api/locations/resolve?q=Stockport&service=carpet',
    ]);
    clock += 2;
    await client.resolveLocation('Stockport', 'carpet');
    expect(seen).toHaveLength(2);
  });

  it('encodes the text, leaves out a missing service and clips the text to 120 characters', async () => {
    server.state.handler = (_req, res) => sendJson(res, 200, { ...STOCKPORT, query: 'x' });
    const client = api();
    await client.resolveLocation('Leeds, West Yorkshire & co');
    await client.resolveLocation('a'.repeat(200));
    const [first, second] = seen.map((request) => new URL(request.url, server.baseUrl));
    expect(first?.searchParams.get('q')).toBe('Leeds, West Yorkshire & co');
    expect(first?.searchParams.has('service')).toBe(false);
    expect(second?.searchParams.get('q')).toHaveLength(120);
  });

  it('fails cleanly on an answer of the wrong kind and on a 400', async () => {
    server.state.handler = (_req, res) => sendJson(res, 200, { query: 'x', nearest: 'no' });
    await expect(api().resolveLocation('York')).rejects.toThrow(/Unexpected answer/);
    server.state.handler = (_req, res) => sendJson(res, 400, { error: { code: 'bad' } });
    await expect(api().resolveLocation('York')).rejects.toThrow(/^400: /);
  });
});
