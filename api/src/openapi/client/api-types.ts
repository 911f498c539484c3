import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { createTestApp } from '../../testing/test-app.ts';
import { buildOpenApiDocument } from '../document.ts';

/** The committed output of `generateApiTypes`, which a test keeps in step with the routes. */
export const API_TYPES_FILE = new URL('./api-types.gen.ts', import.meta.url);

const HEADER = `/**
 * The API's paths, operations and schemas as TypeScript types, generated from the OpenAPI
 * document by openapi-typescript; for openapi-fetch's createClient<paths>().
 * Do not edit: run \`npm run openapi:types -w @flo/api\` after changing a route.
 */
`;

/**
 * TypeScript types of the document the app serves, built from an app on a throwaway database.
 *
 * @example
 * writeFileSync(API_TYPES_FILE, await generateApiTypes());
 */
export async function generateApiTypes(): Promise<string> {
  const t = createTestApp();
  try {
    const document = await buildOpenApiDocument(t.app);
    return HEADER + astToString(await openapiTS(document as OpenAPI3, { silent: true }));
  } finally {
    t.close();
  }
}
