import type { FunnelBeacon } from '@flo/contract';
import { HttpError } from '../http/errors.ts';
import type { FunnelOrigin } from './record-beacon.ts';

/** An origin as browsers send it: scheme, host and optional port (as chat settings list them). */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;

/** No trailing slash, lower case: as browsers send an origin. */
const normalise = (origin: string) => origin.trim().replace(/\/+$/, '').toLowerCase();

/**
 * Where a beacon comes from, judged by the request's `Origin` header, never by the body: our own
 * site ('site'), a named embedding site, or 'other' when the browser sent no usable origin (a
 * sandboxed frame sends `null`). An origin the chat settings do not allow is refused with 403,
 * as the widget's other calls are (they get no CORS headers there).
 */
export function beaconOrigin(
  header: string | undefined,
  beacon: Pick<FunnelBeacon, 'surface'>,
  ownOrigin: string,
  allowedOrigins: readonly string[],
): FunnelOrigin {
  const origin = normalise(header ?? '');
  if (origin === ownOrigin) return { kind: 'site' };
  const named = ORIGIN.test(origin);
  if (named && allowedOrigins.length > 0 && !allowedOrigins.map(normalise).includes(origin)) {
    throw new HttpError(403, 'origin_not_allowed', 'This site may not report to Flo');
  }
  if (beacon.surface === 'site') return { kind: 'site' };
  return named ? { kind: 'origin', origin } : { kind: 'other' };
}
