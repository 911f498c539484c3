import { integer, timestamp } from 'drizzle-orm/pg-core';

/*
 * The column shapes the PostgreSQL schema repeats, each standing for its SQLite form so a
 * repository reads the same JavaScript values from either database (ADR 047).
 */

/** SQLite's `integer({ mode: 'timestamp_ms' })`: a Date, kept to the millisecond. */
export const timestampMs = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/** `created_at`, filled in by PostgreSQL when a row is inserted (SQLite's unixepoch default). */
export const createdAt = () => timestampMs('created_at').notNull().defaultNow();

/**
 * SQLite's `integer('id').primaryKey()` (the rowid). By default, not always, so a copy of a
 * SQLite database keeps its ids.
 */
export const serialId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
