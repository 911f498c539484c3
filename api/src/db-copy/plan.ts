import { type Column, getTableName, is } from 'drizzle-orm';
import { PgTable, getTableConfig as pgTableConfig } from 'drizzle-orm/pg-core';
import { SQLiteTable, getTableConfig as sqliteTableConfig } from 'drizzle-orm/sqlite-core';
import * as pgSchema from '../db/pg/schema.ts';
import * as sqliteSchema from '../db/schema.ts';

/*
 * What the copy does for each table, read from the two drizzle schemas rather than typed by
 * hand (ADR 049): which columns to carry, how each value turns from SQLite's stored form into
 * PostgreSQL's, and an order in which every foreign key finds its row already copied.
 */

/** A column of both schemas: SQLite's stored value to the parameter PostgreSQL receives. */
export interface CopiedColumn {
  name: string;
  /** SQLite's stored value (epoch ms, 0/1, JSON text…) as the value PostgreSQL is sent. */
  convert(stored: unknown): unknown;
  /** PostgreSQL's type, for casts where a value has no column to give it one. */
  sqlType: string;
}

export interface TablePlan {
  name: string;
  columns: CopiedColumn[];
  /** The primary key column, which the deferred columns' updates find their rows by. */
  primaryKey: string | null;
  /**
   * Columns copied as null, then set once every table is in: their foreign key points at a
   * table copied later (businesses ↔ specialists) or at their own table.
   */
  deferred: CopiedColumn[];
}

/**
 * SQLite's implicit rowid made a real column on PostgreSQL, left out of the drizzle schema on
 * both (ADR 047); a copy carries it across, since `specialists.last_lead_seq` holds it.
 */
export const ROWID = 'rowid';

function convertWith(sqliteColumn: Column, pgColumn: Column): (stored: unknown) => unknown {
  return (stored) => {
    if (stored === null || stored === undefined) return null;
    return pgColumn.mapToDriverValue(sqliteColumn.mapFromDriverValue(stored));
  };
}

/** The tables both schemas hold, under one export name, SQLite's paired with PostgreSQL's. */
function pairedTables(): [SQLiteTable, PgTable][] {
  const pg = pgSchema as Record<string, unknown>;
  return Object.entries(sqliteSchema as Record<string, unknown>).flatMap(([name, table]) => {
    if (!is(table, SQLiteTable)) return [];
    const counterpart = pg[name];
    if (!is(counterpart, PgTable) || getTableName(counterpart) !== getTableName(table)) {
      throw new Error(`the PostgreSQL schema has no table ${getTableName(table)} (export ${name})`);
    }
    return [[table, counterpart] as [SQLiteTable, PgTable]];
  });
}

interface ForeignKey {
  column: string;
  target: string;
  /** A single nullable column: a cycle may copy it as null and set it at the end. */
  deferrable: boolean;
}

interface Draft {
  plan: TablePlan;
  keys: ForeignKey[];
}

function draftOf(sqliteTable: SQLiteTable, pgTable: PgTable): Draft {
  const sqliteColumns = new Map(sqliteTableConfig(sqliteTable).columns.map((c) => [c.name, c]));
  const config = pgTableConfig(pgTable);
  const name = config.name;
  const columns: CopiedColumn[] = [];
  for (const pgColumn of config.columns) {
    // Stored generated columns (rating_tenths, changed_at) are PostgreSQL's to compute.
    if (pgColumn.generated) continue;
    const sqliteColumn = sqliteColumns.get(pgColumn.name);
    if (!sqliteColumn) throw new Error(`SQLite's ${name} has no column ${pgColumn.name}`);
    columns.push({
      name: pgColumn.name,
      convert: convertWith(sqliteColumn, pgColumn),
      sqlType: pgColumn.getSQLType(),
    });
  }
  const keys = config.foreignKeys.map((foreignKey): ForeignKey => {
    const { columns: keyColumns, foreignTable } = foreignKey.reference();
    const [first] = keyColumns;
    return {
      column: first?.name ?? '',
      target: getTableName(foreignTable),
      deferrable: keyColumns.length === 1 && first !== undefined && !first.notNull,
    };
  });
  const keyed = config.columns.find((c) => c.primary);
  return { plan: { name, columns, primaryKey: keyed?.name ?? null, deferred: [] }, keys };
}

/** Copies `key`'s column as null and sets it once every table is in: it no longer orders. */
function defer(draft: Draft, key: ForeignKey): void {
  const column = draft.plan.columns.find((c) => c.name === key.column);
  if (!column || !draft.plan.primaryKey) {
    throw new Error(`cannot defer ${draft.plan.name}.${key.column}: the table has no primary key`);
  }
  draft.plan.deferred.push(column);
  draft.keys = draft.keys.filter((k) => k !== key);
}

/** Whether the keys of the tables still waiting lead from table `from` to table `to`. */
function leadsBack(waiting: Draft[], from: string, to: string): boolean {
  const seen = new Set<string>();
  const next = [from];
  for (let table = next.pop(); table !== undefined; table = next.pop()) {
    if (table === to) return true;
    if (seen.has(table)) continue;
    seen.add(table);
    const draft = waiting.find((d) => d.plan.name === table);
    next.push(...(draft?.keys.map((k) => k.target) ?? []));
  }
  return false;
}

/**
 * Every table of the drizzle schema in foreign-key order: a table comes after those its keys
 * point at. A cycle (or a key to its own table) is broken by deferring a nullable key column.
 *
 * @example
 * for (const table of copyPlan()) console.log(table.name, table.deferred.map((c) => c.name));
 */
export function copyPlan(): TablePlan[] {
  const drafts = pairedTables().map(([sqlite, pg]) => draftOf(sqlite, pg));
  for (const draft of drafts) {
    for (const key of draft.keys.filter((k) => k.target === draft.plan.name)) defer(draft, key);
  }
  const ordered: TablePlan[] = [];
  const placed = new Set<string>();
  while (ordered.length < drafts.length) {
    const waiting = drafts.filter((d) => !placed.has(d.plan.name));
    const ready = waiting.filter((d) => d.keys.every((k) => placed.has(k.target)));
    if (ready.length > 0) {
      for (const draft of ready) {
        ordered.push(draft.plan);
        placed.add(draft.plan.name);
      }
      continue;
    }
    // A cycle: its first nullable key is set at the end instead.
    const breaking = waiting
      .flatMap((draft) => draft.keys.map((key) => ({ draft, key })))
      .find(({ draft, key }) => key.deferrable && leadsBack(waiting, key.target, draft.plan.name));
    if (!breaking) {
      const names = waiting.map((d) => d.plan.name).join(', ');
      throw new Error(`no copy order: ${names} need each other through required keys`);
    }
    defer(breaking.draft, breaking.key);
  }
  return ordered;
}
