import { describe, expect, it } from 'vitest';
import { engineCases } from '../../testing/engine-cases/engine.ts';
import { connectEngine } from './connect.ts';

engineCases('sqlite');

describe('connectEngine', () => {
  it('takes only a postgres:// or postgresql:// URL for PostgreSQL', () => {
    expect(() => connectEngine({ databaseUrl: 'mysql://flo@localhost/flo' })).toThrow(
      'DATABASE_URL must start with postgres:// or postgresql://',
    );
  });

  it('opens the SQLite file, migrated, when given a path', async () => {
    const engine = connectEngine({ databasePath: ':memory:' });
    try {
      expect(engine.dialect).toBe('sqlite');
      expect(await engine.db.select().from(engine.tables.cities)).toEqual([]);
      const stamps = () => [
        engine.version('public_data_version'),
        engine.version('city_points_version'),
      ];
      const [publicBefore, pointsBefore] = stamps();
      await engine.db
        .insert(engine.tables.services)
        .values({ slug: 'oak', name: 'Oak', description: 'Oak floors', keywords: [] });
      expect(stamps()).toEqual([expect.not.toSatisfy((v) => v === publicBefore), pointsBefore]);
    } finally {
      await engine.close();
    }
  });
});
