import { z } from 'zod';

/* What every admin list answers besides its rows: where the page sits in the whole list. */

/**
 * Paging fields of an admin list: `total` rows match the filters (a count over the same indexed
 * query), `pageCount` pages of `pageSize` hold them. `hasMore` stays for older callers.
 */
export const listTotalsShape = {
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
  hasMore: z.boolean(),
};
export type ListTotals = {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  hasMore: boolean;
};

/** A page of an admin list with its totals. */
export const pagedListOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), ...listTotalsShape });

/** The totals of page `page` of `pageSize` rows when `total` rows match. */
export function listTotals(page: number, pageSize: number, total: number): ListTotals {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return { page, pageSize, total, pageCount, hasMore: page < pageCount };
}
