/* The tables live by feature in ./schema/; this path stays the one importers and drizzle-kit use. */
export * from './schema/index.ts';
