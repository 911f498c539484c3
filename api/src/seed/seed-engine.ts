import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '../db/client.ts';
import { type Engine, type EngineScope, row, type Steps } from '../db/engine/index.ts';
import { copySqliteToPostgres } from '../db-copy/copy.ts';
import { CopyError } from '../db-copy/copy-error.ts';
import { seedDemoData } from './demo.ts';
import { referenceDataUpToDate, seedReferenceData } from './reference.ts';

/** SEED: the demo directory, or only the reference data every install needs. */
export type Seed = 'demo' | 'none';

export interface SeedEngineOptions {
  /** The PostgreSQL database's URL (DATABASE_URL), which the copy connects to; needed there. */
  databaseUrl?: string;
  /** The demo data's "now" (the data is the same for the same time); the clock by default. */
  now?: Date;
}

export interface SeedOutcome {
  /** Whether this call wrote seed data (SQLite adds what is missing on every start). */
  seeded: boolean;
  /** A line for the server to print about what seeding did on PostgreSQL; null on SQLite. */
  note: string | null;
}

/** Whether the database holds the directory's services (every seed writes them first). */
function* holdsServices(on: EngineScope): Steps<boolean> {
  const { services } = on.tables;
  return (yield* row(on.db.select({ slug: services.slug }).from(services).limit(1))) !== undefined;
}

const seeded = (seed: Seed) =>
  seed === 'demo' ? 'the demo directory' : 'the reference data (services, cities, guides)';

function seedSqlite(db: Db, seed: Seed, now: Date | undefined): void {
  if (seed === 'demo') seedDemoData(db, { now });
  else seedReferenceData(db);
}

async function seedPostgres(engine: Engine, seed: Seed, options: SeedEngineOptions) {
  const skipped = async () => {
    // As SQLite's seed does on every start: guides a new release ships, cities left unplaced.
    await engine.commit(referenceDataUpToDate);
    return {
      seeded: false,
      note: 'PostgreSQL: the database already holds the directory, so nothing was seeded (SEED applies to a new database); its reference data is up to date',
    };
  };
  if (await engine.run(holdsServices)) return skipped();
  if (!options.databaseUrl) throw new Error('seeding PostgreSQL needs its URL (databaseUrl)');
  const dir = mkdtempSync(join(tmpdir(), 'flo-seed-'));
  try {
    const path = join(dir, 'flo.db');
    const db = openDatabase(path);
    try {
      seedSqlite(db, seed, options.now);
    } finally {
      db.$client.close();
    }
    try {
      await copySqliteToPostgres(path, options.databaseUrl);
    } catch (error) {
      // Another node starting on the same new database copied its seed first.
      if (error instanceof CopyError && (await engine.run(holdsServices))) return skipped();
      throw error;
    }
    return { seeded: true, note: `PostgreSQL: seeded the new database with ${seeded(seed)}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Seeds the server's database at start. On SQLite exactly as before: `seedDemoData` or
 * `seedReferenceData`, which add what is missing and never overwrite. On PostgreSQL only a new
 * database (migrated, with no services yet) is seeded: the existing seed code builds the data
 * in a temporary SQLite file, which `db:copy` copies in one transaction (refusing a database
 * that another node filled meanwhile) before the file is removed; a database that already
 * holds services gets only what every start keeps up to date (`referenceDataUpToDate`: new
 * guides, unplaced cities), as on SQLite, which the answer's `note` says.
 *
 * @example
 * const { note } = await seedEngine(engine, env.seed, { databaseUrl: env.databaseUrl });
 * if (note) print(note);
 */
export async function seedEngine(
  engine: Engine,
  seed: Seed,
  options: SeedEngineOptions = {},
): Promise<SeedOutcome> {
  if (engine.dialect === 'postgres') return seedPostgres(engine, seed, options);
  // A SQLite engine's db is the connection `sqliteEngine` was given.
  seedSqlite(engine.db as Db, seed, options.now);
  return { seeded: true, note: null };
}
