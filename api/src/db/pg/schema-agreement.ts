import { type Column, getTableName, is, SQL, StringChunk, type Table } from 'drizzle-orm';
import { type PgTable, getTableConfig as pgTableConfig } from 'drizzle-orm/pg-core';
import { type SQLiteTable, getTableConfig as sqliteTableConfig } from 'drizzle-orm/sqlite-core';

/*
 * What "the two schemas agree" means (ADR 047), compared table by table from drizzle's own view
 * of each: what a repository written once relies on, whichever database it runs on.
 */

/** The PostgreSQL column types that may stand for each SQLite one. */
export const PG_TYPES_FOR_SQLITE: Record<string, readonly string[]> = {
  SQLiteInteger: ['PgInteger', 'PgBigInt53'],
  SQLiteTimestamp: ['PgTimestamp'],
  SQLiteBoolean: ['PgBoolean'],
  SQLiteText: ['PgText'],
  SQLiteTextJson: ['PgJsonb'],
  SQLiteReal: ['PgDoublePrecision'],
};

interface ColumnShape {
  type: string;
  /** drizzle's JavaScript value type: 'number', 'string', 'date', 'boolean', 'json'. */
  dataType: string;
  notNull: boolean;
  hasDefault: boolean;
  generated: boolean;
  enumValues: string;
  /** SQLite's `integer primary key` (the rowid), an identity column on PostgreSQL. */
  serial: boolean;
}

/** One table as both dialects can describe it; lists are sorted so order never counts. */
export interface TableShape {
  name: string;
  columns: Map<string, ColumnShape>;
  primaryKey: string;
  unique: string[];
  foreignKeys: string[];
  indexes: string[];
  checks: string[];
}

/** An index column or expression, or a check, as text: `lower(email)`, `rating between 1 and 5`. */
function sqlText(part: unknown): string {
  if (is(part, SQL)) return part.queryChunks.map(sqlText).join('');
  if (is(part, StringChunk)) return part.value.join('');
  if (part && typeof part === 'object' && 'name' in part) return String(part.name);
  return String(part);
}

type AnyTableConfig = ReturnType<typeof sqliteTableConfig> | ReturnType<typeof pgTableConfig>;

function shapeOf(config: AnyTableConfig, serial: (column: Column) => boolean): TableShape {
  const columns = new Map<string, ColumnShape>();
  // drizzle reports a default on every SQLite integer primary key (the rowid fills one that is
  // not given) and on a PostgreSQL identity: neither is a declared default.
  for (const c of config.columns as Column[]) {
    columns.set(c.name, {
      type: c.columnType,
      dataType: c.dataType,
      notNull: c.notNull,
      hasDefault: c.hasDefault && !serial(c) && !(c.primary && c.columnType === 'SQLiteInteger'),
      generated: c.generated !== undefined,
      enumValues: c.enumValues?.join('|') ?? 'none',
      serial: serial(c),
    });
  }
  const keyColumns = [
    ...(config.columns as Column[]).filter((c) => c.primary).map((c) => c.name),
    ...config.primaryKeys.flatMap((key) => key.columns.map((c) => c.name)),
  ];
  const unique = [
    ...(config.columns as Column[])
      .filter((c) => c.isUnique)
      .map((c) => `${c.uniqueName}(${c.name})`),
    ...config.uniqueConstraints.map(
      (u) => `${u.getName()}(${u.columns.map((c) => c.name).join(', ')})`,
    ),
  ];
  const foreignKeys = config.foreignKeys.map((fk) => {
    const ref = fk.reference();
    const from = ref.columns.map((c) => c.name).join(', ');
    const to = ref.foreignColumns.map((c) => c.name).join(', ');
    const table = getTableName(ref.foreignTable as Table);
    return `(${from}) → ${table}(${to}) on delete ${fk.onDelete ?? 'no action'} on update ${fk.onUpdate ?? 'no action'}`;
  });
  const indexes = config.indexes.map(({ config: i }) => {
    // A partial index's condition may be spelt differently per dialect (1 against true).
    const where = i.where ? ' partial' : '';
    return `${i.name}${i.unique ? ' unique' : ''} (${i.columns.map(sqlText).join(', ')})${where}`;
  });
  const checks = config.checks.map((check) => `${check.name}: ${sqlText(check.value)}`);
  return {
    name: config.name,
    columns,
    primaryKey: keyColumns.sort().join(', '),
    unique: unique.sort(),
    foreignKeys: foreignKeys.sort(),
    indexes: indexes.sort(),
    checks: checks.sort(),
  };
}

/** SQLite's serial keys: an `integer primary key` (the rowid) that is no foreign key's column. */
export function sqliteShape(table: SQLiteTable): TableShape {
  const config = sqliteTableConfig(table);
  const referencing = new Set(config.foreignKeys.flatMap((fk) => fk.reference().columns));
  return shapeOf(
    config,
    (c) => c.primary && c.columnType === 'SQLiteInteger' && !referencing.has(c as never),
  );
}

export const pgShape = (table: PgTable) =>
  shapeOf(pgTableConfig(table), (c) => c.generatedIdentity !== undefined);

function listDifferences(where: string, sqlite: string[], pg: string[]): string[] {
  const missing = sqlite
    .filter((x) => !pg.includes(x))
    .map((x) => `${where}: only SQLite has ${x}`);
  const extra = pg
    .filter((x) => !sqlite.includes(x))
    .map((x) => `${where}: only PostgreSQL has ${x}`);
  return [...missing, ...extra];
}

function columnDifferences(table: string, name: string, s: ColumnShape, p: ColumnShape): string[] {
  const at = `${table}.${name}`;
  const out: string[] = [];
  if (!PG_TYPES_FOR_SQLITE[s.type]?.includes(p.type)) {
    out.push(`${at}: SQLite ${s.type} cannot be PostgreSQL ${p.type}`);
  }
  for (const key of [
    'dataType',
    'notNull',
    'hasDefault',
    'generated',
    'enumValues',
    'serial',
  ] as const) {
    if (s[key] !== p[key])
      out.push(`${at}: ${key} is ${s[key]} on SQLite, ${p[key]} on PostgreSQL`);
  }
  return out;
}

/** Every way one table differs between the dialects, each a line naming the table and column. */
export function tableDifferences(sqlite: TableShape, pg: TableShape): string[] {
  const t = sqlite.name;
  const out = listDifferences(`${t} columns`, [...sqlite.columns.keys()], [...pg.columns.keys()]);
  for (const [name, s] of sqlite.columns) {
    const p = pg.columns.get(name);
    if (p) out.push(...columnDifferences(t, name, s, p));
  }
  if (sqlite.primaryKey !== pg.primaryKey) {
    out.push(
      `${t}: primary key (${sqlite.primaryKey}) on SQLite, (${pg.primaryKey}) on PostgreSQL`,
    );
  }
  out.push(...listDifferences(`${t} unique`, sqlite.unique, pg.unique));
  out.push(...listDifferences(`${t} foreign key`, sqlite.foreignKeys, pg.foreignKeys));
  out.push(...listDifferences(`${t} index`, sqlite.indexes, pg.indexes));
  out.push(...listDifferences(`${t} check`, sqlite.checks, pg.checks));
  return out;
}
