import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from './api-types.ts';

it('has committed client types generated from the routes as they are now', async () => {
  const committed = readFileSync(API_TYPES_FILE, 'utf8');
  expect(
    committed === (await generateApiTypes()),
    'api-types.gen.ts is stale: run `npm run openapi:types -w @flo/api` and commit it',
  ).toBe(true);
});
