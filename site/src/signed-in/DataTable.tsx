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
}

/**
 * A table of the signed-in areas: a caption naming it, a header cell per column with its
 * scope, a row per item, and what to say when there is none.
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
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  return (
    <table className={className}>
      <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.hideHeader ? (
                <span className="visually-hidden">{column.header}</span>
              ) : (
                column.header
              )}
            </th>
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
}
