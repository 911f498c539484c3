import { useSearchParams } from 'react-router';
import type { TableSort } from '../signed-in/index.ts';

/** What a list is sorted by when the URL says nothing, and each column's first direction. */
export interface ListSortDefaults<Key extends string> {
  by: NoInfer<Key>;
  order: 'asc' | 'desc';
  /** The direction a column starts in when first chosen: dates newest first, names A to Z. */
  firstOrder: Record<Key, 'asc' | 'desc'>;
}

/**
 * The order of a server-sorted admin list, kept in the URL query (`sort`, `order`) so a reload or
 * a shared link keeps it (ADR 043). A header's button sorts by its column, or turns the order
 * round when it is the current one, and goes back to the first page. `search` holds the
 * parameters the list's API call and page links carry; the defaults are left out of the URL.
 *
 * @example
 * const sort = useListSort({ by: 'received', order: 'desc', firstOrder: { received: 'desc', status: 'asc' } });
 * useQuery(adminEnquiriesQuery(filters, page, sort.search));
 * <DataTable sort={sort.table} … />
 */
export function useListSort<Key extends string>(defaults: ListSortDefaults<Key>) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('sort');
  const by = asked && asked in defaults.firstOrder ? (asked as Key) : defaults.by;
  const askedOrder = params.get('order');
  const order = askedOrder === 'asc' || askedOrder === 'desc' ? askedOrder : defaults.order;
  const onSort = (column: string) => {
    const key = column as Key;
    const nextOrder = key === by ? (order === 'asc' ? 'desc' : 'asc') : defaults.firstOrder[key];
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      next.set('sort', key);
      next.set('order', nextOrder);
      return next;
    });
  };
  const table: TableSort = { by, order, onSort };
  const search: Record<string, string> =
    by === defaults.by && order === defaults.order ? {} : { sort: by, order };
  return { table, search };
}
