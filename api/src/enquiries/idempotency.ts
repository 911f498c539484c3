import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeySchema,
} from '@flo/contract';
import type { Context } from 'hono';
import { HttpError } from '../http/errors.ts';

/**
 * No form or chat payload is nested more than a few levels; deeper bodies are refused before
 * they are hashed, since hashing recurses and thousands of levels would overflow the stack.
 */
export const MAX_BODY_DEPTH = 32;

/** Whether JSON nests arrays or objects deeper than `max` levels (walked without recursion). */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** JSON with object keys sorted at every level, so key order never changes the hash. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * SHA-256 (hex) of the request body in canonical form. Stored beside the idempotency key so a
 * retry is recognised as the same submission and a reused key with another body is refused.
 */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function parseIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (parsed.success) return parsed.data;
  throw new HttpError(400, 'invalid_idempotency_key', `${IDEMPOTENCY_HEADER} is malformed`, {
    [IDEMPOTENCY_HEADER]: ['8 to 128 letters, digits, hyphens or underscores'],
  });
}

/**
 * What an idempotent POST reads first: its optional `Idempotency-Key` (400 when malformed) and
 * its JSON body (400 when not JSON or nested deeper than `MAX_BODY_DEPTH`) with the body's hash.
 *
 * @example
 * const { body, keys } = await readIdempotentPost(c);
 * const { created, answer } = await submitEnquiry(deps, { payload: parsePayload(body), ...keys });
 */
export async function readIdempotentPost(c: Context): Promise<{
  body: unknown;
  keys: { idempotencyKey?: string; requestHash: string };
}> {
  const idempotencyKey = parseIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON');
  }
  if (nestedDeeperThan(body, MAX_BODY_DEPTH)) {
    throw new HttpError(
      400,
      'invalid_json',
      `The request body nests deeper than ${MAX_BODY_DEPTH} levels`,
    );
  }
  return {
    body,
    keys: { ...(idempotencyKey ? { idempotencyKey } : {}), requestHash: requestHash(body) },
  };
}

/**
 * Answers an idempotent POST: 201 with the answer, both the first time and when a retried key
 * replays it (same key, same answer), the replay marked by `Idempotent-Replayed: true`.
 *
 * @example
 * return idempotentAnswer(c, await submitEnquiry(deps, { payload, ...keys }));
 */
export function idempotentAnswer<T extends object>(
  c: Context,
  { created, answer }: { created: boolean; answer: T },
): Response {
  if (!created) c.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return c.json(answer, 201);
}
