import fc from 'fast-check';

/** The part of JSON Schema (2020-12) that `z.toJSONSchema` writes for our contract. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Lengths and counts are clipped so a body stays small enough to send thousands of. */
const MAX_GENERATED_LENGTH = 80;
const MAX_GENERATED_ITEMS = 4;

function stringFrom(schema: JsonSchema): fc.Arbitrary<string> {
  // The pattern first: zod documents its own, stricter e-mail pattern beside `format: email`.
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  const minLength = Math.min(schema.minLength ?? 0, MAX_GENERATED_LENGTH);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, MAX_GENERATED_LENGTH));
  return fc.string({ unit: 'grapheme', minLength, maxLength });
}

function numberFrom(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const bound = (value: number | undefined, fallback: number) =>
    Math.max(-1_000_000, Math.min(1_000_000, value ?? fallback));
  const min = bound(
    schema.exclusiveMinimum === undefined ? schema.minimum : schema.exclusiveMinimum + 1,
    -1000,
  );
  const max = Math.max(
    min,
    bound(
      schema.exclusiveMaximum === undefined ? schema.maximum : schema.exclusiveMaximum - 1,
      100_000,
    ),
  );
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectFrom(schema: JsonSchema, nudge?: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const valid = arbitraryFromSchema(property, nudge);
    model[key] = nudge
      ? fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: nudge, weight: 1 })
      : valid;
  }
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

/**
 * Values shaped like `schema` (mostly valid, as far as a schema can say), where with `nudge`
 * any member may now and then be replaced by one of its values, so the fuzz reaches handlers
 * with nearly-right bodies as well as the validator with plainly wrong ones.
 *
 * @example
 * const body = arbitraryFromSchema(doc.paths['/api/jobs'].post.requestBody.content['application/json'].schema);
 */
export function arbitraryFromSchema(
  schema: JsonSchema,
  nudge?: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryFromSchema(s, nudge)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => arbitraryFromSchema({ ...schema, type }, nudge)));
  }
  switch (types[0]) {
    case 'string':
      return stringFrom(schema);
    case 'integer':
      return numberFrom(schema, true);
    case 'number':
      return numberFrom(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFromSchema(schema.items ?? {}, nudge), {
        minLength: Math.min(schema.minItems ?? 0, MAX_GENERATED_ITEMS),
        maxLength: Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS),
      });
    case 'object':
      return objectFrom(schema, nudge);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
