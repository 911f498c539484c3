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

/** Directions of a sortable admin list. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * `sort` and `order` of an admin list: `sort` one of the list's own allow-listed columns (any
 * other is a 400), each served by an index in both directions (ADR 043). No list anywhere sorts
 * reviews by rating (DMCC Act 2024, ADR 040), so no allow-list names a rating.
 */
export function listSortShape<const Keys extends readonly [string, ...string[]]>(
  keys: Keys,
  sort: Keys[number],
  order: SortOrder,
) {
  return {
    sort: z.enum(keys).default(sort as never),
    order: z.enum(SORT_ORDERS).default(order),
  };
}
