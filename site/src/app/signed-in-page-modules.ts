import type { PageDefinition } from './page.ts';

/**
 * The business dashboard's and the admin console's page modules. They live in a chunk of their
 * own, fetched on the way into those areas, so every visitor's entry script does not carry an
 * importer and the preload list of each of their screens (page-route.ts).
 */
export const signedInPageModules = import.meta.glob<{ default: PageDefinition<unknown> }>([
  '../business/*/page.tsx',
  '../admin/*/page.tsx',
]);
