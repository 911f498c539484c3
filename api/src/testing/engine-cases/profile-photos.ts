import { MAX_PROFILE_PHOTOS } from '@flo/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { imageAudited } from '../../audit/image-change.ts';
import type { Engine } from '../../db/engine/index.ts';
import {
  deleteLogo,
  insertPhoto,
  reorderPhotos,
  replaceLogo,
  updateCaption,
} from '../../profile-photos/image-changes.ts';
import { type ImageRow, listingImages, photoCount } from '../../profile-photos/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const AT = new Date('2026-03-02T10:00:00.250Z');
const actor = { kind: 'business', id: 1, label: 'owner@oak.test', source: 'dashboard' } as const;
let files = 0;
const image = () => ({
  fileKey: `file-${++files}`,
  width: 1600,
  height: 1200,
  widths: [400, 800, 1600],
  storedBytes: 3_000_000_000,
});

/** A listing's logo and photos, the same on SQLite and PostgreSQL (ADR 027, 050). */
export const profilePhotoCases = describeEachEngine(
  'profile photos',
  ({ engine, connectAgain }) => {
    let specialistId = 0;
    beforeAll(async () => {
      ({ specialistId } = await insertSpecialist(engine(), 'photos'));
    });

    it('keeps the logo apart, photos in their order, and the order and captions as set', async () => {
      const add = () => engine().commit(insertPhoto, specialistId, image());
      const [first, second] = [await add(), await add()];
      const { logo } = await engine().commit(replaceLogo, specialistId, image());
      const again = await engine().commit(replaceLogo, specialistId, image());
      expect(again.replaced?.id).toBe(logo.id);
      const ids = [second?.id ?? 0, first?.id ?? 0];
      expect(await engine().commit(reorderPhotos, specialistId, ids.slice(0, 1))).toBe(false);
      expect(await engine().commit(reorderPhotos, specialistId, ids)).toBe(true);
      expect(await engine().commit(updateCaption, specialistId + 1, ids[0] ?? 0, 'Oak')).toBe(
        false,
      );
      expect(await engine().commit(updateCaption, specialistId, ids[0] ?? 0, 'Oak')).toBe(true);
      const shown = await engine().run(listingImages, specialistId);
      expect(shown.logo?.id).toBe(again.logo.id);
      expect(shown.photos.map((p) => [p.id, p.caption])).toEqual([
        [ids[0], 'Oak'],
        [ids[1], ''],
      ]);
      expect(shown.photos[0]?.webp.map((s) => s.width)).toEqual([400, 800, 1600]);
      expect(await engine().run(photoCount, specialistId)).toBe(2);
    });

    it('records a change with its audit entry, and nothing when there was nothing to change', async () => {
      const change = (action: string) => ({
        specialistId,
        action,
        fields: () => ({ logo: 'removed' }),
        removed: true as const,
      });
      const remove = (action: string) =>
        engine().commit(imageAudited<ImageRow | undefined>, actor, AT, change(action), (on) =>
          deleteLogo(on, specialistId),
        );
      expect((await remove('logo.remove'))?.kind).toBe('logo');
      expect(await remove('logo.remove-again')).toBeUndefined();
      const { auditLog } = engine().tables;
      const entries = await engine()
        .db.select({ action: auditLog.action, at: auditLog.at, before: auditLog.beforeJson })
        .from(auditLog)
        .where(eq(auditLog.entityId, String(specialistId)));
      expect(entries).toEqual([{ action: 'logo.remove', at: AT, before: '{"logo":"removed"}' }]);
    });

    it('lets only one of two uploads at once take the last place', async () => {
      const { specialistImages } = engine().tables;
      const have = await engine().run(photoCount, specialistId);
      const photo = (position: number) => ({
        ...image(),
        specialistId,
        kind: 'photo' as const,
        position,
      });
      const rows = Array.from({ length: MAX_PROFILE_PHOTOS - 1 - have }, (_, i) => photo(10 + i));
      await engine().db.insert(specialistImages).values(rows);
      if (engine().dialect === 'postgres') {
        const raced = await whileUploading(connectAgain(), specialistId, () =>
          engine().commit(insertPhoto, specialistId, image()),
        );
        expect(raced).toBeUndefined();
      } else {
        const stored = await Promise.all([
          engine().commit(insertPhoto, specialistId, image()),
          connectAgain().commit(insertPhoto, specialistId, image()),
        ]);
        expect(stored.filter(Boolean)).toHaveLength(1);
      }
      expect(await engine().run(photoCount, specialistId)).toBe(MAX_PROFILE_PHOTOS);
    });
  },
);

type PostgresDb = {
  execute(query: SQL): Promise<{ rows: { waiting: number }[] }>;
  transaction<T>(
    body: (tx: PostgresDb & { insert: Engine['db']['insert'] }) => Promise<T>,
  ): Promise<T>;
};

/**
 * PostgreSQL: another upload taking the last place holds the listing (as `insertPhoto` does)
 * while `race` starts; once `race` waits for it, the other upload stores its photo and
 * commits. Answers what `race` stored. Without the hold, `race` would not wait and both would
 * store a photo.
 */
async function whileUploading(
  other: Engine,
  specialistId: number,
  race: () => Promise<ImageRow | undefined>,
) {
  const db = other.db as unknown as PostgresDb;
  const { specialists, specialistImages } = other.tables;
  let raced: Promise<ImageRow | undefined> | undefined;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${specialists} where id = ${specialistId} for update`);
    raced = race();
    for (let tries = 0; tries < 200; tries++) {
      const { rows } = await db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
      );
      if ((rows[0]?.waiting ?? 0) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await tx
      .insert(specialistImages)
      .values({ ...image(), specialistId, kind: 'photo', position: 99 });
  });
  return raced;
}
