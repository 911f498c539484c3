import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Db, openDatabase } from '../../db/client.ts';
import { copySqliteToPostgres } from '../../db-copy/copy.ts';
import { dropDatabase } from './databases.ts';
import { testDatabase } from './test-database.ts';

/**
 * What a test starts from, written by the fixtures every API test uses (the reference data,
 * the directory fixture, accounts) on a migrated SQLite connection; answers what the test
 * needs to know of it (ids).
 */
export type Arrangement<T> = (db: Db) => T | Promise<T>;

interface ArrangedTemplate {
  name: string;
  arranged: unknown;
}

/** Per worker: the template database each arrangement was copied into, made on first use. */
const templates = new Map<Arrangement<unknown>, Promise<ArrangedTemplate>>();

async function makeTemplate(arrange: Arrangement<unknown>): Promise<ArrangedTemplate> {
  const dir = mkdtempSync(join(tmpdir(), 'flo-arranged-'));
  try {
    const path = join(dir, 'flo.db');
    const db = openDatabase(path);
    let arranged: unknown;
    try {
      arranged = await arrange(db);
    } finally {
      db.$client.close();
    }
    const url = await testDatabase({ migrated: true });
    await copySqliteToPostgres(path, url);
    return { name: new URL(url).pathname.slice(1), arranged };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function templateOf(arrange: Arrangement<unknown>): Promise<ArrangedTemplate> {
  let template = templates.get(arrange);
  if (!template) {
    template = makeTemplate(arrange);
    templates.set(arrange, template);
    template.catch(() => templates.delete(arrange));
  }
  return template;
}

export interface ArrangedDatabase<T> {
  url: string;
  /** What the arrangement answered. */
  arranged: T;
  drop(): Promise<void>;
}

/**
 * A new PostgreSQL database of the run's cluster holding exactly what `arrange` writes on
 * SQLite, for a route test that runs on both engines (ADR 055). The arrangement runs once per
 * worker, on a SQLite file that `db:copy` copies into a template; each test gets a copy of
 * that template (`CREATE DATABASE … TEMPLATE`), so the fixtures stay written once and ids are
 * the same on both engines. Without `arrange`, a copy of the migrated template.
 *
 * @example
 * const { url, arranged: ids, drop } = await arrangedDatabase(insertDirectoryFixture);
 */
export async function arrangedDatabase<T>(arrange?: Arrangement<T>): Promise<ArrangedDatabase<T>> {
  let url: string;
  let arranged: unknown;
  if (arrange) {
    const template = await templateOf(arrange);
    url = await testDatabase({ template: template.name });
    arranged = template.arranged;
  } else {
    url = await testDatabase({ migrated: true });
  }
  const name = new URL(url).pathname.slice(1);
  return {
    url,
    arranged: arranged as T,
    drop: () => dropDatabase(inject('postgres').url, name),
  };
}
