import { funnelBeaconSchema } from '@flo/contract';
import { Hono } from 'hono';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { readAllowedOrigins } from '../directory/settings-repository.ts';
import { bodySizeLimit } from '../http/body-size-limit/index.ts';
import { errorBody, HttpError, validationError } from '../http/errors.ts';
import { perIpLimit } from '../http/rate-limits.ts';
import { describeOperation } from '../openapi/describe.ts';
import { beaconOrigin } from './beacon-origin.ts';
import { recordBeacon } from './record-beacon.ts';

export const FUNNEL_BEACON_PATH = '/api/flo/funnel';
/** 40 steps of 120 characters and the rest fit with room to spare. */
export const MAX_BEACON_BYTES = 8 * 1024;

/** `navigator.sendBeacon` sends a string as text/plain, which needs no CORS preflight. */
const BEACON_TYPES = /^(text\/plain|application\/json)\b/i;

async function beaconBody(text: string) {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON');
  }
  const parsed = funnelBeaconSchema.safeParse(json);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * `POST /api/flo/funnel`: one beacon of Flo's funnel (ADR 042), as text/plain or JSON. Adds the
 * conversation's new steps to the day's counts in one `engine.commit` (SQLite's group commit,
 * or a PostgreSQL transaction), and answers 204. The embedding site is the request's Origin; an origin the chat
 * settings do not allow gets 403. Rate-limited per client; the address is not stored.
 *
 * @example
 * app.route('/', funnelRoutes(deps));
 */
export function funnelRoutes(deps: AppDeps) {
  const now = clockOf(deps);
  const ownOrigin = new URL(deps.config.publicUrl).origin.toLowerCase();
  return new Hono().post(
    FUNNEL_BEACON_PATH,
    describeOperation({
      operationId: 'sendFunnelBeacon',
      summary: 'Report steps of a Flo conversation (sendBeacon: text/plain or application/json)',
      tag: 'Enquiries',
      body: funnelBeaconSchema,
      status: 204,
    }),
    bodySizeLimit(MAX_BEACON_BYTES),
    perIpLimit(deps, 'funnel-beacons'),
    async (c) => {
      if (!BEACON_TYPES.test(c.req.header('content-type') ?? '')) {
        return c.json(
          errorBody('unsupported_media_type', 'Send the beacon as text/plain or JSON'),
          415,
        );
      }
      const beacon = await beaconBody(await c.req.text());
      const allowed = await readAllowedOrigins(deps.engine);
      const origin = beaconOrigin(c.req.header('origin'), beacon, ownOrigin, allowed);
      const at = now();
      await deps.engine.commit(recordBeacon, beacon, origin, at);
      return c.body(null, 204);
    },
  );
}
