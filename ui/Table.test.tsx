// @vitest-environment happy-dom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextSort, Table, VIRTUALIZE_FROM_ROWS, type TableColumn, type TableSort } from './Table.tsx';

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
  const rows = [
    { id: '1', name: 'Zoe' },
    { id: '2', name: 'Ana' },
  ];
  const shown = sort
    ? [...rows].sort((a, b) => a.name.localeCompare(b.name) * (sort.direction === 'ascending' ? 1 : -1))
    : rows;
  return (
    <Table
      caption="People"
      columns={columns}
      rows={shown}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
      onRowClick={onRowClick}
    />
  );
}

describe('Table', () => {
  afterEach(cleanup);

  it('cycles a column ascending, descending, then back to the default order', () => {
    expect(nextSort(null, 'name')).toEqual({ columnId: 'name', direction: 'ascending' });
    expect(nextSort({ columnId: 'name', direction: 'ascending' }, 'name')).toEqual({
      columnId: 'name',
      direction: 'descending',
    });
    expect(nextSort({ columnId: 'name', direction: 'descending' }, 'name')).toBeNull();
    expect(nextSort({ columnId: 'name', direction: 'descending' }, 'date')).toEqual({
      columnId: 'date',
      direction: 'ascending',
    });
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
    const people = [
      { id: '1', name: 'zoe' },
      { id: '2', name: '' },
      { id: '3', name: 'Ana' },
      { id: '4', name: 'Émile' },
    ];
    const own: TableColumn<Person>[] = [
      {
        id: 'name',
        header: 'Name',
        sortable: true,
        sortValue: (row) => row.name || null,
        cell: (row) => row.name || '—',
      },
    ];
    render(<Table caption="People" columns={own} rows={people} rowKey={(row) => row.id} />);
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(names()).toEqual(['zoe', '—', 'Ana', 'Émile']);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Ana', 'Émile', 'zoe', '—']);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['zoe', 'Émile', 'Ana', '—']);
  });

  it('pages the rows, and a new sort goes back to the first page', () => {
    const people = Array.from({ length: 5 }, (_, i) => ({ id: String(i), name: `Person ${i + 1}` }));
    const own: TableColumn<Person>[] = [
      { id: 'name', header: 'Name', sortable: true, sortValue: (row) => row.name, cell: (row) => row.name },
    ];
    const labels = {
      navigation: 'Pages of people',
      previous: 'Previous',
      next: 'Next',
      page: (page: number, count: number) => `Page ${page} of ${count}`,
    };
    render(
      <Table
        caption="People"
        columns={own}
        rows={people}
        rowKey={(row) => row.id}
        pagination={{ pageSize: 2, labels }}
      />,
    );
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
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
    const labels = {
      navigation: 'Pages',
      previous: 'Previous',
      next: 'Next',
      page: (page: number, count: number) => `Page ${page} of ${count}`,
    };
    const own: TableColumn<Person>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name }];
    const people = Array.from({ length: 5 }, (_, i) => ({ id: String(i), name: `Person ${i + 1}` }));
    const { rerender } = render(
      <Table
        caption="People"
        columns={own}
        rows={people}
        rowKey={(row) => row.id}
        pagination={{ pageSize: 2, labels }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    rerender(
      <Table
        caption="People"
        columns={own}
        rows={people.slice(0, 3)}
        rowKey={(row) => row.id}
        pagination={{ pageSize: 2, labels }}
      />,
    );
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Person 3']);
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    rerender(
      <Table
        caption="People"
        columns={own}
        rows={people.slice(0, 2)}
        rowKey={(row) => row.id}
        pagination={{ pageSize: 2, labels }}
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows a page the caller keeps (a remembered one) and reports the user’s moves', () => {
    const labels = {
      navigation: 'Pages',
      previous: 'Previous',
      next: 'Next',
      page: (page: number, count: number) => `Page ${page} of ${count}`,
    };
    const own: TableColumn<Person>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name }];
    const people = Array.from({ length: 5 }, (_, i) => ({ id: String(i), name: `Person ${i + 1}` }));
    const onPageChange = vi.fn();
    render(
      <Table
        caption="People"
        columns={own}
        rows={people}
        rowKey={(row) => row.id}
        pagination={{ pageSize: 2, labels, page: 1, onPageChange }}
      />,
    );
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Person 3', 'Person 4']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    // The caller did not move: the table still shows its page.
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  // Windowing in the browser (measured rows, scrolling, Tab past the window) is covered by
  // test/e2e/large-table.spec.ts; here, what a table promises without layout.
  describe('virtualize', () => {
    const own: TableColumn<Person>[] = [
      { id: 'name', header: 'Name', cell: (row) => <a href={`/p/${row.id}`}>{row.name}</a> },
    ];
    const people = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: String(i), name: `Person ${i + 1}` }));
    const dataRows = () => document.querySelectorAll('tbody tr[data-row-id]');

    it('renders every row of a table up to the threshold, with no window around it', () => {
      render(
        <Table
          caption="People"
          columns={own}
          rows={people(VIRTUALIZE_FROM_ROWS)}
          rowKey={(row) => row.id}
          virtualize
        />,
      );
      expect(dataRows()).toHaveLength(VIRTUALIZE_FROM_ROWS);
      expect(screen.getByRole('table').hasAttribute('aria-rowcount')).toBe(false);
      expect(screen.queryByRole('region')).toBeNull();
    });

    // happy-dom lays nothing out: give the box 600 px and every row and the header 40 px.
    function withLayout() {
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('role') === 'region' ? 600 : 0;
      });
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return this.tagName === 'TR' || this.tagName === 'THEAD' ? 40 : 0;
      });
    }
    afterEach(() => vi.restoreAllMocks());

    it('renders a bounded window of a long table, sized for assistive technology, and scrolls to its last row', async () => {
      withLayout();
      render(<Table caption="People" columns={own} rows={people(5000)} rowKey={(row) => row.id} virtualize />);
      // The windowed table's code loads on first use; until then the first rows show plainly.
      const region = await screen.findByRole('region', { name: 'People' });
      const rows = dataRows();
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.length).toBeLessThan(60);
      expect(screen.getByRole('table', { name: 'People' }).getAttribute('aria-rowcount')).toBe('5001');
      expect(screen.getAllByRole('row')[0]!.getAttribute('aria-rowindex')).toBe('1');
      expect(rows[0]!.getAttribute('aria-rowindex')).toBe('2');
      // The box is a named, focusable region (the keyboard scrolls it); the gaps are not rows to a reader.
      expect(region.tabIndex).toBe(0);
      expect(screen.getAllByRole('row')).toHaveLength(rows.length + 1);

      act(() => {
        region.scrollTop = 40 * 5000;
        fireEvent.scroll(region);
      });
      expect(screen.getByRole('link', { name: 'Person 5000' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Person 1' })).toBeNull();
      expect(dataRows().length).toBeLessThan(60);
      expect(screen.getByRole('link', { name: 'Person 5000' }).closest('tr')!.getAttribute('aria-rowindex')).toBe(
        '5001',
      );
    });

    it('a row arriving at the top renders its own cells alone; the rows it moves down only renumber', async () => {
      withLayout();
      const drawn: string[] = [];
      const counted: TableColumn<Person>[] = [
        { id: 'name', header: 'Name', cell: (row) => (drawn.push(row.id), (<a href={`/p/${row.id}`}>{row.name}</a>)) },
      ];
      const rows = people(500);
      const { rerender } = render(
        <Table caption="People" columns={counted} rows={rows} rowKey={(row) => row.id} virtualize />,
      );
      await screen.findByRole('region', { name: 'People' });
      drawn.length = 0;
      rerender(
        <Table
          caption="People"
          columns={counted}
          rows={[{ id: 'new', name: 'Newest' }, ...rows]}
          rowKey={(row) => row.id}
          virtualize
        />,
      );
      expect(drawn).toEqual(['new']);
      expect(dataRows()[0]!.getAttribute('aria-rowindex')).toBe('2');
      expect(screen.getByRole('link', { name: 'Person 1' }).closest('tr')!.getAttribute('aria-rowindex')).toBe('3');
    });

    it('leaves a table that did not ask alone, however long', () => {
      render(<Table caption="People" columns={own} rows={people(200)} rowKey={(row) => row.id} />);
      expect(dataRows()).toHaveLength(200);
    });
  });
});
