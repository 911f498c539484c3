import type { DbExecutor } from '../db/client.ts';
import { jobPosts } from '../db/schema.ts';

export type NewJobPost = typeof jobPosts.$inferInsert;

/** The post-a-job fields that have no column on the enquiry row. */
export function insertJobPost(db: DbExecutor, row: NewJobPost): void {
  db.insert(jobPosts).values(row).run();
}
