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
  return <Table caption="People" columns={columns} rows={shown} rowKey={(row) => row.id} sort={sort} onSortChange={setSort} onRowClick={onRowClick} empty="Nobody" />;
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

  it('shows the empty state without rows', () => {
    render(<Table caption="People" columns={columns} rows={[]} rowKey={(row) => row.id} empty="Nobody" />);
    expect(screen.getByText('Nobody')).toBeTruthy();
  });
});
