import type { ArticleBlock } from '@flo/contract';

/** A flooring guide as written for the seed; the publication date is fixed, not the seed time. */
export interface Guide {
  slug: string;
  title: string;
  summary: string;
  /** ISO date the guide was written, e.g. '2026-09-14'. */
  publishedOn: string;
  body: ArticleBlock[];
}
