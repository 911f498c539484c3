import { chatEnquirySchema, IDEMPOTENCY_HEADER } from '@flo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createFloApi } from './api/client.ts';
import { createFloMachine } from './create-machine.ts';
import { pageContextFromLocation } from './page.ts';
import { CARPET_FITTER, CREATED, STATS, ZERO_DELAYS } from './testing/machine-fixtures.ts';
import { sendJson, startTestServer } from './testing/test-server.ts';

/** A stand-in Flo API on 127.0.0.1 whose first enquiry POST fails. */
let server: Awaited<ReturnType<typeof startTestServer>>;
const posts: Array<{ key: string | undefined; body: unknown }> = [];

beforeAll(async () => {
  server = await startTestServer();
  server.state.handler = (req, res, body) => {
    if (req.method === 'POST' && req.url === '/api/enquiries') {
      const key = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      posts.push({ key: typeof key === 'string' ? key : undefined, body: JSON.parse(body) });
      if (posts.length === 1) res.writeHead(502).end('Bad Gateway');
      else sendJson(res, 201, CREATED);
    } else if (req.url === '/api/services/carpet/stats') sendJson(res, 200, STATS);
    else if (req.url === '/api/locations/resolve?q=Bletchley&service=carpet')
      sendJson(res, 200, {
        query: 'Bletchley',
        match: { kind: 'town', label: 'Bletchley' },
        nearest: [
          { slug: 'milton-keynes', name: 'Milton Keynes', distanceMiles: 3, specialistCount: 2 },
        ],
        specialists: [CARPET_FITTER],
      });
    else res.writeHead(404).end();
  };
});

afterAll(() => server.close());

describe('createFloMachine over real HTTP', () => {
  it('runs the general flow against the API and resends a failed enquiry with the same key', async () => {
    let ids = 0;
    const machine = createFloMachine({
      api: createFloApi({ baseUrl: server.baseUrl }),
      delays: ZERO_DELAYS,
      generateId: () => `conversation-key-${++ids}`,
    });
    const actor = createActor(machine, { input: { page: pageContextFromLocation('/') } }).start();
    const reply = async (event: Parameters<typeof actor.send>[0], until: object | string) => {
      actor.send(event);
      await waitFor(actor, (s) => s.matches(until as never) && !s.context.typing, {
        timeout: 3000,
      });
    };
    await waitFor(actor, (s) => !s.context.typing);
    await reply({ type: 'CHOOSE', value: 'carpet' }, { general: 'location' });
    await reply({ type: 'TEXT', text: 'Bletchley' }, { general: 'intent' });
    expect(actor.getSnapshot().context.messages.at(-2)?.text).toBe(
      'Nearest specialists to Bletchley (3 miles): Milton Keynes',
    );
    await reply({ type: 'CHOOSE', value: 'message' }, { general: 'name' });
    await reply({ type: 'TEXT', text: 'Sam' }, { general: 'email' });
    await reply({ type: 'TEXT', text: 'sam@example.com' }, { general: 'phone' });
    await reply({ type: 'TEXT', text: '07700 900123' }, { general: 'project_details' });
    await reply({ type: 'TEXT', text: 'Two bedrooms' }, 'submit_error');
    await reply({ type: 'RETRY' }, 'submitted');

    expect(posts.map((post) => post.key)).toEqual(['conversation-key-1', 'conversation-key-1']);
    expect(chatEnquirySchema.parse(posts[1]?.body)).toMatchObject({
      location: 'Bletchley',
      pageContext: { citySlug: 'milton-keynes', cityName: 'Milton Keynes' },
      customerName: 'Sam',
      flooringType: 'Carpet Installation',
    });
    expect(actor.getSnapshot().context.enquiryId).toBe(CREATED.id);
    actor.stop();
  });
});
