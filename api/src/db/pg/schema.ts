/* The PostgreSQL tables, one file per SQLite schema file with the same export names (ADR 047). */
export * from './schema/index.ts';
