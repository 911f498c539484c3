import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';
import { specialists } from './directory.ts';

/* A listing's logo and portfolio photos; the files live on disk (MEDIA_DIR, ADR 027). */

export const specialistImages = pgTable(
  'specialist_images',
  {
    id: serialId(),
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => specialists.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['photo', 'logo'] }).notNull(),
    fileKey: text('file_key').notNull().unique(),
    position: integer('position').notNull().default(0),
    caption: text('caption').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    widths: jsonb('widths').$type<number[]>().notNull(),
    /** A byte count may pass 2^31. */
    storedBytes: bigint('stored_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('specialist_images_specialist_idx').on(t.specialistId, t.kind, t.position),
    uniqueIndex('specialist_images_one_logo').on(t.specialistId).where(sql`kind = 'logo'`),
  ],
);
