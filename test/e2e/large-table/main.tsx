/**
 * A page with one large design-system table and nothing else, for the large-table spec and the
 * `large-table` benchmark: member-list-like rows (a link, text cells, a date, a row menu).
 * `?rows=N&mode=window|all` mounts at once; `window.largeTable` lets the benchmark mount, time and
 * scroll it from inside the page.
 */
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { Button, Menu, Table, type TableColumn } from '../../../ui/index.ts';
import './styles.css';

export interface HarnessRow {
  id: string;
  name: string;
  status: string;
  guide: string;
  lastEventAt: string;
  phase: string;
  address: string;
}

const STATUSES = ['Active', 'Pending', 'Paused', 'Declined'];
const PHASES = ['First contact', 'Follow up', 'Enrolled', 'Outreach complete'];

function makeRows(count: number, page: number): HarnessRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = page * count + i + 1;
    return {
      id: `row-${n}`,
      name: `Person ${String(n).padStart(5, '0')}`,
      status: STATUSES[n % STATUSES.length]!,
      guide: `Guide ${(n % 37) + 1}`,
      lastEventAt: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString(),
      phase: PHASES[n % PHASES.length]!,
      // Some addresses wrap: rows of two heights, as real ones.
      address:
        n % 7 === 0
          ? `${n} Long Avenue, Apartment ${n % 90}, Building C, Springfield, IL 62704`
          : `${n} Main St, Springfield`,
    };
  });
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: TableColumn<HarnessRow>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    sortValue: (row) => row.name,
    cell: (row) => (
      <a href={`#${row.id}`} className="font-medium text-blue-800">
        {row.name}
      </a>
    ),
  },
  { id: 'status', header: 'Status', sortable: true, sortValue: (row) => row.status, cell: (row) => row.status },
  { id: 'guide', header: 'Assigned guide', cell: (row) => row.guide },
  {
    id: 'lastEventAt',
    header: 'Last event',
    cell: (row) => <time dateTime={row.lastEventAt}>{day.format(new Date(row.lastEventAt))}</time>,
  },
  { id: 'phase', header: 'Outreach phase', cell: (row) => row.phase },
  { id: 'address', header: 'Address', cell: (row) => row.address },
  {
    id: 'actions',
    header: <span className="sr-only">Actions</span>,
    className: 'w-12 text-right',
    cell: (row) => (
      <Menu
        lazy
        trigger={<span aria-hidden="true">⋯</span>}
        triggerLabel={`Actions for ${row.name}`}
        items={[{ id: 'open', label: 'Open', onSelect: () => undefined }]}
      />
    ),
  },
];

function Harness({ count, windowed }: { count: number; windowed: boolean }) {
  const [page, setPage] = useState(0);
  const rows = useMemo(() => makeRows(count, page), [count, page]);
  return (
    <>
      <h1 className="mb-4 text-xl font-semibold">Large table</h1>
      {/* The all-rows table scrolls in a box of the same height, so both scroll the same way. */}
      <div data-testid="box" className={windowed ? undefined : 'max-h-[75vh] overflow-auto'}>
        <Table caption="People" columns={columns} rows={rows} rowKey={(row) => row.id} virtualize={windowed} />
      </div>
      <Button className="mt-4" onClick={() => setPage((current) => current + 1)}>
        Next page
      </Button>
    </>
  );
}

/** Runs after the current frame's rendering (style, layout, paint) is done. */
function afterFrame(then: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => then();
  channel.port2.postMessage(null);
}

let root: Root | null = null;
const container = document.getElementById('root')!;

/** The element that scrolls the rows: the table's own box when windowed, the wrapper otherwise. */
function scroller(): HTMLElement {
  return (
    container.querySelector<HTMLElement>('[role="region"]') ??
    container.querySelector<HTMLElement>('[data-testid="box"]')!
  );
}

const api = {
  /**
   * Mounts a fresh table and answers the main thread's time to render, commit and lay it out
   * (`renderMs`), the time to the end of the first frame that paints it (`firstPaintMs`, which also
   * waits for the display's next frame), and the rows in the DOM.
   */
  mount(count: number, windowed: boolean): Promise<{ renderMs: number; firstPaintMs: number; domRows: number }> {
    root?.unmount();
    const fresh = createRoot(container);
    root = fresh;
    const started = performance.now();
    flushSync(() => fresh.render(<Harness count={count} windowed={windowed} />));
    // Reading a size makes the browser lay the rows out now, inside the measure.
    void container.offsetHeight;
    const renderMs = performance.now() - started;
    return new Promise((resolve) => {
      requestAnimationFrame(() =>
        afterFrame(() => resolve({ renderMs, firstPaintMs: performance.now() - started, domRows: api.domRows() })),
      );
    });
  },
  /**
   * Scrolls by `step` pixels `times` times and answers each frame's main-thread time: from the
   * scroll event (its handlers render the new window) to the end of that frame's rendering.
   */
  async scrollFrames(times: number, step: number): Promise<number[]> {
    const box = scroller();
    const frames: number[] = [];
    for (let i = 0; i < times; i += 1) {
      frames.push(
        await new Promise<number>((resolve) => {
          const onScroll = () => {
            const started = performance.now();
            requestAnimationFrame(() => afterFrame(() => resolve(performance.now() - started)));
          };
          // Capture on the document runs before the box's own listeners (the virtualizer's).
          document.addEventListener('scroll', onScroll, { capture: true, once: true });
          box.scrollTop += step;
        }),
      );
      // A quiet frame between steps, as between a reader's flicks.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return frames;
  },
  domRows: () => container.querySelectorAll('tr[data-row-id]').length,
  unmount() {
    root?.unmount();
    root = null;
  },
};

declare global {
  interface Window {
    largeTable: typeof api;
  }
}
window.largeTable = api;

const params = new URLSearchParams(location.search);
if (params.has('rows')) void api.mount(Number(params.get('rows')), params.get('mode') !== 'all');
