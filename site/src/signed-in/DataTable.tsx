import type { ReactNode } from 'react';
import './data-table.css';

export interface DataColumn<Row> {
  /** The column's header, a `<th scope="col">`. */
  header: string;
  /** Read by screen readers only, for a column of buttons ('Actions'). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** The cells name their row: `<th scope="row">` instead of `<td>`. */
  rowHeader?: boolean;
  /** The list's sort key for this column: its header becomes a button when the table has `sort`. */
  sortKey?: string;
}

/**
 * The order a list is in (sorted on the server, kept in the URL) and how to change it: the
 * header of the column sorted by says so with `aria-sort`; a header's button calls `onSort`.
 */
export interface TableSort {
  by: string;
  order: 'asc' | 'desc';
  onSort: (by: string) => void;
}

/** Attributes of a row: a class, and data attributes tests and scripts find rows by. */
export type RowAttributes = { className?: string | undefined } & {
  [data: `data-${string}`]: string | number | undefined;
};

export interface DataTableProps<Row> {
  /** The table's accessible name, in its `<caption>`. */
  caption: string;
  /** The caption for screen readers only (`visually-hidden`), when a heading already says it. */
  hideCaption?: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowAttributes?: (row: Row) => RowAttributes;
  /** Shown instead of the table when there are no rows; without it, the table with no rows. */
  empty?: ReactNode;
  /** 'admin-table' (the console's lined table) unless given: 'visually-hidden' for a chart's numbers. */
  className?: string;
  /** Makes the columns with a `sortKey` sortable. */
  sort?: TableSort;
}

function HeaderCell<Row>({ column, sort }: { column: DataColumn<Row>; sort?: TableSort }) {
  const label = column.hideHeader ? (
    <span className="visually-hidden">{column.header}</span>
  ) : (
    column.header
  );
  if (!sort || !column.sortKey) return <th scope="col">{label}</th>;
  const { sortKey } = column;
  const current = sort.by === sortKey ? sort.order : undefined;
  return (
    <th
      scope="col"
      aria-sort={current ? (current === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className="data-table__sort" onClick={() => sort.onSort(sortKey)}>
        {label}
        <span className="data-table__sort-mark" aria-hidden="true">
          {current === 'asc' ? '▲' : current === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * A table of the signed-in areas: a caption naming it, a header cell per column with its
 * scope (a sort button where the list sorts by it), a row per item, and what to say when there
 * is none. A visible table scrolls sideways in its own box, never the page, on a narrow screen.
 *
 * @example
 * <DataTable
 *   caption="Cities by name"
 *   hideCaption
 *   columns={[{ header: 'City', cell: (city) => city.name }, { header: 'Listings', cell: (city) => city.specialistCount }]}
 *   rows={cities}
 *   rowKey={(city) => city.slug}
 *   empty={<p>No cities yet.</p>}
 * />
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  rowAttributes,
  empty,
  className = 'admin-table',
  sort,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const table = (
    <table className={className}>
      <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <HeaderCell key={column.header} column={column} {...(sort ? { sort } : {})} />
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowAttributes?.(row)}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.header} scope="row">
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header}>{column.cell(row)}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (className.split(' ').includes('visually-hidden')) return table;
  // Browsers let the keyboard scroll an overflowing box, and focusing a cell's link scrolls to it.
  return <div className="data-table-scroll">{table}</div>;
}
