import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, describe, expect, it } from 'vitest';

const migrations = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the migrations folder holding only the first `count` migrations. */
function firstMigrations(count: number): string {
  const folder = join(dir, `migrations-${count}`);
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    cpSync(join(migrations, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

describe('the search_fts migration', () => {
  it('indexes the specialists a database already had before it ran', () => {
    dir = mkdtempSync(join(tmpdir(), 'flo-fts-'));
    const sqlite = new Database(join(dir, 'flo.db'));
    const db = drizzle(sqlite);
    migrate(db, { migrationsFolder: firstMigrations(1) });
    sqlite.exec(`
      insert into cities (id, slug, name, region, postcode_areas, population)
        values (1, 'york', 'York', 'Yorkshire and the Humber', '["YO"]', 200000);
      insert into services (slug, name, keywords, description)
        values ('tile', 'Tile Installation', '["tile"]', 'Tiles.');
      insert into specialists (id, slug, name, city_id, description, email, phone, postcode)
        values (7, 'minster-tiling-york', 'Minster Tiling', 1, 'Bathrooms and kitchens.', 'a@example.test', '01904 000000', 'YO1 7HH');
      insert into specialist_services (specialist_id, service_slug, label) values (7, 'tile', 'Porcelain Tiling');
    `);
    migrate(db, { migrationsFolder: migrations });
    const hits = (query: string) =>
      sqlite
        .prepare('select rowid from specialist_search where specialist_search match ?')
        .pluck()
        .all(query);
    expect(hits('"minster"')).toEqual([7]);
    expect(hits('"york"')).toEqual([7]);
    expect(hits('"porcelain"')).toEqual([7]);
    expect(hits('"kitchens"')).toEqual([7]);
    sqlite.close();
  });

  it('rebuilds the index with prefix indexes up to 8 characters, still fed by the triggers', () => {
    dir = mkdtempSync(join(tmpdir(), 'flo-fts-'));
    const sqlite = new Database(join(dir, 'flo.db'));
    migrate(drizzle(sqlite), { migrationsFolder: migrations });
    const definition = sqlite
      .prepare(`select sql from sqlite_master where name = 'specialist_search'`)
      .pluck()
      .get();
    expect(definition).toContain(`prefix = '2 3 4 5 6 7 8'`);
    sqlite.exec(`
      insert into cities (id, slug, name, region, postcode_areas, population)
        values (1, 'york', 'York', 'Yorkshire and the Humber', '["YO"]', 200000);
      insert into specialists (id, slug, name, city_id, description, email, phone, postcode)
        values (7, 'minster-carpets-york', 'Minster Carpets', 1, 'Stairs.', 'a@example.test', '01904 000000', 'YO1 7HH');
    `);
    const hits = sqlite
      .prepare(`select rowid from specialist_search where specialist_search match '"carpet"*'`)
      .pluck()
      .all();
    expect(hits).toEqual([7]);
    sqlite.close();
  });
});
