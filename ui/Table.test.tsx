// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextSort, Table, type TableColumn, type TableSort } from './Table.tsx';

interface Person {
  id: string;
  name: string;
}

const columns: TableColumn<Person>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (row) => <a href={`/p/${row.id}`}>{row.name}</a> },
  { id: 'note', header: 'Note', cell: () => <button type="button">Menu</button> },
];

function SortableTable({ onRowClick }: { onRowClick?: (row: Person) => void }) {
  const [sort, setSort] = useState<TableSort>(null);
  const rows = [{ id: '1', name: 'Zoe' }, { id: '2', name: 'Ana' }];
  const shown = sort ? [...rows].sort((a, b) => a.name.localeCompare(b.name) * (sort.direction === 'ascending' ? 1 : -1)) : rows;
  return <Table caption="People" columns={columns} rows={shown} rowKey={(row) => row.id} sort={sort} onSortChange={setSort} onRowClick={onRowClick} />;
}

describe('Table', () => {
  afterEach(cleanup);

  it('cycles a column ascending, descending, then back to the default order', () => {
    expect(nextSort(null, 'name')).toEqual({ columnId: 'name', direction: 'ascending' });
    expect(nextSort({ columnId: 'name', direction: 'ascending' }, 'name')).toEqual({ columnId: 'name', direction: 'descending' });
    expect(nextSort({ columnId: 'name', direction: 'descending' }, 'name')).toBeNull();
    expect(nextSort({ columnId: 'name', direction: 'descending' }, 'date')).toEqual({ columnId: 'date', direction: 'ascending' });
  });

  it('announces the sort with aria-sort on the header, sorted through a real button', () => {
    render(<SortableTable />);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    const names = () => screen.getAllByRole('link').map((link) => link.textContent);
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Note' }).hasAttribute('aria-sort')).toBe(false);
    const button = within(header).getByRole('button', { name: 'Name' });
    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Ana', 'Zoe']);
    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Zoe', 'Ana']);
    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['Zoe', 'Ana']);
  });

  // A row click must not fire when the user used a control inside the row (its link or its menu).
  it('reports row clicks, but not clicks on the controls inside a row', () => {
    const onRowClick = vi.fn();
    render(<SortableTable onRowClick={onRowClick} />);
    const firstRow = screen.getAllByRole('row')[1]!;
    fireEvent.click(within(firstRow).getAllByRole('cell')[1]!);
    expect(onRowClick).toHaveBeenCalledWith({ id: '1', name: 'Zoe' });
    fireEvent.click(within(firstRow).getByRole('button', { name: 'Menu' }));
    fireEvent.click(within(firstRow).getByRole('link'));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('sorts by sortValue itself when the caller does not, empty values last', () => {
    const people = [{ id: '1', name: 'zoe' }, { id: '2', name: '' }, { id: '3', name: 'Ana' }, { id: '4', name: 'Émile' }];
    const own: TableColumn<Person>[] = [{ id: 'name', header: 'Name', sortable: true, sortValue: (row) => row.name || null, cell: (row) => row.name || '—' }];
    render(<Table caption="People" columns={own} rows={people} rowKey={(row) => row.id} />);
    const names = () => screen.getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(names()).toEqual(['zoe', '—', 'Ana', 'Émile']);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Ana', 'Émile', 'zoe', '—']);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['zoe', 'Émile', 'Ana', '—']);
  });

  it('pages the rows, and a new sort goes back to the first page', () => {
    const people = Array.from({ length: 5 }, (_, i) => ({ id: String(i), name: `Person ${i + 1}` }));
    const own: TableColumn<Person>[] = [{ id: 'name', header: 'Name', sortable: true, sortValue: (row) => row.name, cell: (row) => row.name }];
    const labels = { navigation: 'Pages of people', previous: 'Previous', next: 'Next', page: (page: number, count: number) => `Page ${page} of ${count}` };
    render(<Table caption="People" columns={own} rows={people} rowKey={(row) => row.id} pagination={{ pageSize: 2, labels }} />);
    const names = () => screen.getAllByRole('row').slice(1).map((row) => row.textContent);
    const nav = screen.getByRole('navigation', { name: 'Pages of people' });
    expect(names()).toEqual(['Person 1', 'Person 2']);
    expect(within(nav).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['Person 5']);
    expect(within(nav).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Person 5', 'Person 4']);
    expect(within(nav).getByText('Page 1 of 3')).toBeTruthy();
  });

  // A live list can shrink under the user: the table stays on the last page that still exists.
  it('stays on the last existing page when rows leave', () => {
    const labels = { navigation: 'Pages', previous: 'Previous', next: 'Next', page: (page: number, count: number) => `Page ${page} of ${count}` };
    const own: TableColumn<Person>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name }];
    const people = Array.from({ length: 5 }, (_, i) => ({ id: String(i), name: `Person ${i + 1}` }));
    const { rerender } = render(<Table caption="People" columns={own} rows={people} rowKey={(row) => row.id} pagination={{ pageSize: 2, labels }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    rerender(<Table caption="People" columns={own} rows={people.slice(0, 3)} rowKey={(row) => row.id} pagination={{ pageSize: 2, labels }} />);
    expect(screen.getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Person 3']);
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    rerender(<Table caption="People" columns={own} rows={people.slice(0, 2)} rowKey={(row) => row.id} pagination={{ pageSize: 2, labels }} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows a page the caller keeps (a remembered one) and reports the user’s moves', () => {
    const labels = { navigation: 'Pages', previous: 'Previous', next: 'Next', page: (page: number, count: number) => `Page ${page} of ${count}` };
    const own: TableColumn<Person>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name }];
    const people = Array.from({ length: 5 }, (_, i) => ({ id: String(i), name: `Person ${i + 1}` }));
    const onPageChange = vi.fn();
    render(<Table caption="People" columns={own} rows={people} rowKey={(row) => row.id} pagination={{ pageSize: 2, labels, page: 1, onPageChange }} />);
    expect(screen.getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Person 3', 'Person 4']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    // The caller did not move: the table still shows its page.
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });
});
