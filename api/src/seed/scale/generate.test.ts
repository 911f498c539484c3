import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateScaleDatabase, type ScaleResult } from './generate.ts';

describe('generateScaleDatabase', () => {
  const dir = mkdtempSync(join(tmpdir(), 'flo-scale-'));
  const out = join(dir, 'scale.db');
  let result: ScaleResult;
  let db: Database.Database;
  const count = (sql: string) => (db.prepare(sql).pluck().get() as number) ?? 0;

  beforeAll(() => {
    result = generateScaleDatabase({ out, specialists: 1_500, now: new Date('2026-11-25') });
    db = new Database(out, { readonly: true });
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the asked number of specialists, each with services and a full-text row', () => {
    expect(result.specialists).toBe(1_500);
    expect(count('select count(*) from specialists')).toBe(1_500);
    expect(count('select count(*) from specialist_search')).toBe(1_500);
    expect(
      count(`select count(*) from specialists sp where not exists
        (select 1 from specialist_services ss where ss.specialist_id = sp.id)`),
    ).toBe(0);
    expect(count(`select count(*) from specialist_search where services = ''`)).toBe(0);
  });

  it('writes reviews in every status and enquiries with recipients, all keys intact', () => {
    expect(result.reviews).toBeGreaterThan(1_500 * 5);
    for (const status of ['published', 'pending', 'rejected']) {
      expect(count(`select count(*) from reviews where status = '${status}'`)).toBeGreaterThan(0);
    }
    expect(result.enquiries).toBeGreaterThan(500);
    expect(
      count(`select count(*) from enquiries e where chatbot_source = 'scale'
        and not exists (select 1 from enquiry_recipients r where r.enquiry_id = e.id)`),
    ).toBe(0);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('keeps the demo directory and its business login', () => {
    expect(count(`select count(*) from businesses where email = 'demo@flo.local'`)).toBe(1);
  });

  it('refuses a file that already exists', () => {
    expect(() => generateScaleDatabase({ out, specialists: 10 })).toThrow(/already exists/);
  });
});
