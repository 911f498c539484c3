import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface ListedSpecialist {
  id: number;
  slug: string;
  citySlug: string;
  /** Epoch ms of the listing or its newest published review, whichever is later. */
  changedAt: number;
  /** Service slugs, comma-separated. */
  serviceSlugs: string;
}

/** Every active specialist with its city, services and when its public page last changed. */
export function listListedSpecialists(db: Db): ListedSpecialist[] {
  return db.all<ListedSpecialist>(sql`select sp.id as id, sp.slug as slug, c.slug as citySlug,
      max(sp.created_at, coalesce((select max(r.created_at) from reviews r
        where r.specialist_id = sp.id and r.status = 'published'), 0)) as changedAt,
      coalesce((select group_concat(ss.service_slug) from specialist_services ss
        where ss.specialist_id = sp.id), '') as serviceSlugs
    from specialists sp join cities c on c.id = sp.city_id
    where sp.status = 'active'
    order by sp.slug`);
}

export function listArticleDates(db: Db): { slug: string; updatedAt: number }[] {
  return db.all(sql`select slug, updated_at as updatedAt from articles order by slug`);
}
