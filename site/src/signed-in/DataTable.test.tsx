import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type DataColumn, DataTable } from './DataTable.tsx';

interface City {
  slug: string;
  name: string;
  listings: number;
  quiet: boolean;
}

const CITIES: City[] = [
  { slug: 'leeds', name: 'Leeds', listings: 12, quiet: false },
  { slug: 'york', name: 'York', listings: 3, quiet: true },
];

const COLUMNS: readonly DataColumn<City>[] = [
  { header: 'City', cell: (city) => <a href={`/specialists/${city.slug}`}>{city.name}</a> },
  { header: 'Listings', cell: (city) => city.listings },
  {
    header: 'Actions',
    hideHeader: true,
    cell: (city) => <button type="button">{`Edit ${city.name}`}</button>,
  },
];

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(cleanup);

describe('DataTable', () => {
  it('is named by its caption, with a column header per column and a row per item', () => {
    render(
      <DataTable caption="Cities by name" columns={COLUMNS} rows={CITIES} rowKey={(c) => c.slug} />,
    );
    const table = screen.getByRole('table', { name: 'Cities by name' });
    expect(table.className).toBe('admin-table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['City', 'Listings', 'Actions']);
    expect(headers.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    expect(headers[2]?.querySelector('.visually-hidden')?.textContent).toBe('Actions');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellTexts)).toEqual([
      ['Leeds', '12', 'Edit Leeds'],
      ['York', '3', 'Edit York'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Leeds' })).toBeTruthy();
  });

  it('hides the caption from the eye only when asked', () => {
    const { rerender } = render(
      <DataTable caption="Cities by name" columns={COLUMNS} rows={CITIES} rowKey={(c) => c.slug} />,
    );
    expect(document.querySelector('caption')?.className).toBe('');
    rerender(
      <DataTable
        caption="Cities by name"
        hideCaption
        columns={COLUMNS}
        rows={CITIES}
        rowKey={(c) => c.slug}
      />,
    );
    expect(document.querySelector('caption')?.className).toBe('visually-hidden');
    expect(screen.getByRole('table', { name: 'Cities by name' })).toBeTruthy();
  });

  it('makes the cells of a row-header column name their rows', () => {
    render(
      <DataTable
        className="visually-hidden"
        caption="Leads per week"
        columns={[
          {
            header: 'Week starting',
            rowHeader: true,
            cell: (week: { start: string }) => week.start,
          },
          { header: 'Leads', cell: () => 2 },
        ]}
        rows={[{ start: '5 Jan' }, { start: '12 Jan' }]}
        rowKey={(week) => week.start}
      />,
    );
    const table = screen.getByRole('table', { name: 'Leads per week' });
    expect(table.className).toBe('visually-hidden');
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((th) => th.textContent)).toEqual(['5 Jan', '12 Jan']);
    expect(rowHeaders.every((th) => th.getAttribute('scope') === 'row')).toBe(true);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2', '2']);
  });

  it('gives each row the attributes asked for', () => {
    render(
      <DataTable
        caption="Cities by name"
        columns={COLUMNS}
        rows={CITIES}
        rowKey={(c) => c.slug}
        rowAttributes={(city) => ({
          className: city.quiet ? 'admin-table__unread' : undefined,
          'data-slug': city.slug,
        })}
      />,
    );
    const [leeds, york] = screen.getAllByRole('row').slice(1);
    expect(leeds?.getAttribute('class')).toBeNull();
    expect(leeds?.dataset.slug).toBe('leeds');
    expect(york?.className).toBe('admin-table__unread');
  });

  it('says its empty state instead of a table when there are no rows', () => {
    render(
      <DataTable
        caption="Cities by name"
        columns={COLUMNS}
        rows={[]}
        rowKey={(c) => c.slug}
        empty={<p>No cities yet.</p>}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No cities yet.')).toBeTruthy();
  });

  it('keeps the table, headers and no rows, when it has no empty state', () => {
    render(
      <DataTable caption="Cities by name" columns={COLUMNS} rows={[]} rowKey={(c) => c.slug} />,
    );
    const table = screen.getByRole('table', { name: 'Cities by name' });
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
  });
});
