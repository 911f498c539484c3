import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { specialists } from './directory.ts';

/* A listing's logo and portfolio photos; the image files live on disk (MEDIA_DIR, ADR 027). */

export const specialistImages = sqliteTable(
  'specialist_images',
  {
    id: integer('id').primaryKey(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['photo', 'logo'] }).notNull(),
    /**
     * 24 random hex characters naming the files: `{fileKey}-{width}.avif` and `.webp` for each
     * of `widths`. A new upload gets a new key, so a file's address never serves other bytes.
     */
    fileKey: text('file_key').notNull().unique(),
    /** Where a photo comes on the profile, from 0; always 0 for the logo. */
    position: integer('position').notNull().default(0),
    /** What the business says the photo shows, also its alt text; '' when none was given. */
    caption: text('caption').notNull().default(''),
    /** Pixel size of the largest encoded width. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The encoded widths, smallest first (JSON). */
    widths: text('widths', { mode: 'json' }).$type<number[]>().notNull(),
    /** Bytes of all its files together, for the operators' view of disk use. */
    storedBytes: integer('stored_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('specialist_images_specialist_idx').on(t.specialistId, t.kind, t.position),
    uniqueIndex('specialist_images_one_logo').on(t.specialistId).where(sql`kind = 'logo'`),
  ],
);
