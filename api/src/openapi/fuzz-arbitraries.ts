import fc from 'fast-check';
import { arbitraryFromSchema, type JsonSchema } from './fuzz-schema.ts';

/** Names that find Object.prototype members when a handler indexes a plain object with input. */
export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
];

/** Strings that have broken parsers, number coercion, SQL, paths or encodings somewhere. */
const ODD_STRINGS = [
  ...PROTOTYPE_NAMES,
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999999',
  '0x1F',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' or '1'='1",
  '%',
  '%zz',
  '%E0%A4%A',
  '..',
  '../admin',
  '\u0000',
  '\u202e\u0644\u0644\u0647',
  '🏠🪵🧱',
  'Z\u0351\u036b\u0343\u036a\u0302\u036b\u033d\u034f\u0334\u0319',
  '<script>alert(1)</script>',
];

/** Text a person or an attacker might type, including huge and exotic strings. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('x', '9', 'é', '🪵'), fc.integer({ min: 1_000, max: 70_000 }))
      .map(([unit, count]) => unit.repeat(count)),
    weight: 1,
  },
);

/** Any JSON value, biased towards the ones that break type assumptions. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, '', [], {}),
  hostileString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
);

/** JSON text `depth` levels deep, built as text so no recursion is needed to make it. */
const nestedText = fc
  .tuple(fc.integer({ min: 30, max: 6_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

const MALFORMED_JSON = ['', '{', '}', '"', 'nul', 'undefined', 'NaN', '[1,]', '{"a":}', "{'a':1}"];

/** Puts `"key": value` first in a JSON object's text, so `__proto__` arrives as an own key. */
function withLeadingMember(objectText: string, key: string, valueText: string): string {
  const member = `${JSON.stringify(key)}:${valueText}`;
  if (!objectText.startsWith('{')) return `{${member}}`;
  return objectText === '{}' ? `{${member}}` : `{${member},${objectText.slice(1)}`;
}

/**
 * Raw request body text for an operation: schema-shaped bodies with nudged members, the same
 * with prototype-pollution keys, arrays for objects, wrong top-level types, deep nesting, huge
 * and malformed text. With no schema, any of the hostile kinds.
 *
 * @example
 * fc.sample(hostileBody(schema), 1)[0]; // '{"__proto__":{"isAdmin":true},"email":"a@b.co"}'
 */
export function hostileBody(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const shaped = schema
    ? arbitraryFromSchema(schema, hostileValue)
    : fc.dictionary(hostileString, hostileValue, { maxKeys: 4 });
  const shapedText = shaped.map((value) => JSON.stringify(value) ?? 'null');
  const validText = schema
    ? arbitraryFromSchema(schema).map((value) => JSON.stringify(value) ?? 'null')
    : shapedText;
  return fc.oneof(
    { arbitrary: validText, weight: 5 },
    { arbitrary: shapedText, weight: 5 },
    {
      arbitrary: fc
        .tuple(shapedText, fc.constantFrom(...PROTOTYPE_NAMES), hostileValue)
        .map(([text, key, value]) =>
          withLeadingMember(text, key, JSON.stringify({ isAdmin: true, prototype: value })),
        ),
      weight: 2,
    },
    { arbitrary: shapedText.map((text) => `[${text}]`), weight: 1 },
    {
      arbitrary: fc
        .tuple(shapedText, nestedText)
        .map(([text, nested]) => withLeadingMember(text, 'nested', nested)),
      weight: 1,
    },
    { arbitrary: nestedText, weight: 1 },
    { arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null'), weight: 2 },
    { arbitrary: fc.constantFrom(...MALFORMED_JSON), weight: 1 },
  );
}

/** A path segment: a known row's id or slug, or an odd string, percent-encoded or raw. */
export function pathSegment(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...known).map(encodeURIComponent), weight: 3 },
    { arbitrary: fc.integer({ min: -2, max: 2_000 }).map(String), weight: 1 },
    { arbitrary: hostileString.map(encodeWellFormed), weight: 4 },
    { arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%2e%2e', '%00', '..'), weight: 1 },
  );
}

/** encodeURIComponent, after replacing lone surrogates it would throw on. */
function encodeWellFormed(value: string): string {
  return encodeURIComponent(value.replace(/\p{Surrogate}/gu, '\ufffd'));
}

/** A query string over the names the API reads (and a few it does not), sometimes repeated. */
export function queryString(names: readonly string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    { arbitrary: fc.constantFrom(...names), weight: 5 },
    { arbitrary: fc.constantFrom(...PROTOTYPE_NAMES), weight: 1 },
  );
  const value = fc.oneof(
    { arbitrary: hostileString.map(encodeWellFormed), weight: 4 },
    { arbitrary: fc.integer({ min: -5, max: 1_000 }).map(String), weight: 2 },
    { arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', ''), weight: 1 },
  );
  return fc
    .array(fc.tuple(name, value), { maxLength: 5 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
}

/** Who the request claims to be; real tokens are minted per request so a logout cannot spoil later runs. */
export type Caller = 'visitor' | 'admin' | 'business' | 'forged' | 'malformed';
export const caller: fc.Arbitrary<Caller> = fc.constantFrom(
  'visitor',
  'admin',
  'business',
  'forged',
  'malformed',
);

/** Idempotency-Key values: a few reused keys (so replays and conflicts happen), valid and odd ones. */
export const idempotencyKey: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('fuzz-key-0001', 'fuzz-key-0002'),
  fc.stringMatching(/^[A-Za-z0-9_-]{8,128}$/),
  fc.stringMatching(/^[\x20-\x7e]{0,200}$/),
);

/** Content types a client might send with a body. */
export const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ),
    weight: 1,
  },
);
