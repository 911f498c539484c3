import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The tables, indexes and triggers a folder of drizzle-kit migrations leaves standing, read from
 * the SQL in journal order (a later DROP removes what an earlier CREATE made). Hand-written
 * migrations make what the drizzle schema cannot say (triggers, full-text tables, expression
 * indexes), so this is how their PostgreSQL counterparts are held to SQLite's (ADR 047).
 */
export interface MigrationObjects {
  tables: Set<string>;
  indexes: Set<string>;
  triggers: Set<string>;
}

const NAME = '[`"]?(\\w+)[`"]?';
const STATEMENTS: [RegExp, keyof MigrationObjects, 'add' | 'delete'][] = [
  [new RegExp(`^CREATE (?:VIRTUAL )?TABLE (?:IF NOT EXISTS )?${NAME}`, 'i'), 'tables', 'add'],
  [new RegExp(`^DROP TABLE (?:IF EXISTS )?${NAME}`, 'i'), 'tables', 'delete'],
  [new RegExp(`^CREATE (?:UNIQUE )?INDEX (?:IF NOT EXISTS )?${NAME}`, 'i'), 'indexes', 'add'],
  [new RegExp(`^DROP INDEX (?:IF EXISTS )?${NAME}`, 'i'), 'indexes', 'delete'],
  [new RegExp(`^CREATE TRIGGER (?:IF NOT EXISTS )?${NAME}`, 'i'), 'triggers', 'add'],
  [new RegExp(`^DROP TRIGGER (?:IF EXISTS )?${NAME}`, 'i'), 'triggers', 'delete'],
];

/** What the migrations in `folder` (with its `meta/_journal.json`) leave standing. */
export function migrationObjects(folder: string): MigrationObjects {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const objects: MigrationObjects = { tables: new Set(), indexes: new Set(), triggers: new Set() };
  for (const { tag } of journal.entries) {
    // Every line, since a file may hold several statements between breakpoints; trigger and
    // function bodies hold no line starting CREATE or DROP.
    for (const line of readFileSync(join(folder, `${tag}.sql`), 'utf8').split('\n')) {
      for (const [pattern, kind, change] of STATEMENTS) {
        const name = pattern.exec(line.trim())?.[1];
        if (name) objects[kind][change](name);
      }
    }
  }
  return objects;
}
