import { defineConfig } from 'drizzle-kit';

/** The PostgreSQL schema's migrations (ADR 047); SQLite's stay in drizzle.config.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/pg/schema.ts',
  out: './drizzle-pg',
});
