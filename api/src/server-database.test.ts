import { describe, expect, it } from 'vitest';
import { collationNote } from './server-database.ts';

describe('collationNote', () => {
  it('says nothing of a database that orders by code point, as SQLite does', () => {
    for (const collation of ['C', 'POSIX', 'C.UTF-8', 'C.utf8']) {
      expect(collationNote(collation)).toBeNull();
    }
  });

  it('tells the operator that names follow a locale, and how to match SQLite', () => {
    expect(collationNote('en_GB.UTF-8')).toMatch(/sorts names by en_GB\.UTF-8.*--locale=C/);
  });
});
