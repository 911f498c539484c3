/**
 * A third party's program against the installed @flo/chat-machine and @flo/contract tarballs
 * (scripts/pack.test.ts copies it into an empty folder, type-checks it with strict settings and
 * runs it with node). It drives the machine through a stubbed fetch and prints what happened.
 */
import {
  createFloApi,
  createFloMachine,
  FLO_DELAYS,
  type FloDelay,
  pageContextFromLocation,
} from '@flo/chat-machine';
import { newIdempotencyKey } from '@flo/chat-machine/idempotency-key';
import { chatEnquirySchema, type ServiceStats } from '@flo/contract';
import { SERVICE_SLUGS } from '@flo/contract/constants';
import { createActor, waitFor } from 'xstate';

const STATS: ServiceStats = {
  totalSpecialists: 42,
  totalReviews: 310,
  averageRating: '4.7',
  totalCities: 12,
};

/** The API, stubbed: the carpet stats, and 404 for anything else. */
const requested: string[] = [];
const stubFetch: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : input);
  requested.push(url.pathname);
  return url.pathname === '/api/services/carpet/stats'
    ? Response.json(STATS)
    : new Response('Not Found', { status: 404 });
};

const noDelays: Partial<Record<FloDelay, number>> = Object.fromEntries(
  Object.keys(FLO_DELAYS).map((name) => [name, 0]),
);
const machine = createFloMachine({
  api: createFloApi({ baseUrl: 'https://flo.example', fetch: stubFetch }),
  delays: noDelays,
});
const actor = createActor(machine, { input: { page: pageContextFromLocation('/') } }).start();
await waitFor(actor, (snapshot) => !snapshot.context.typing, { timeout: 3000 });
const before = actor.getSnapshot().value;

actor.send({ type: 'CHOOSE', value: SERVICE_SLUGS[0] });
await waitFor(actor, (snapshot) => snapshot.matches({ general: 'location' }), { timeout: 3000 });
const after = actor.getSnapshot().value;
actor.stop();

console.log(
  JSON.stringify({
    before,
    after,
    requested,
    emptyEnquiryValid: chatEnquirySchema.safeParse({}).success,
    idempotencyKey: newIdempotencyKey(),
  }),
);

/** Never run: it compiles only if the declarations are real types, not `any`. */
export function typesAreChecked(): void {
  // @ts-expect-error not an event of the machine
  actor.send({ type: 'NOT_AN_EVENT' });
  // @ts-expect-error createFloApi needs a baseUrl
  createFloApi({});
}
