/**
 * Large tables render only the rows in view (issue #13): the design-system table with 5,000
 * member-like rows in headless Chromium (test/e2e/large-table/, built with Vite into a folder of
 * its own), windowed (`virtualize`) beside (b) every row rendered in a box of the same height.
 * Measured in the page: a mount's render, commit and layout on the main thread (target: a frame,
 * 16 ms) and the time to the end of the first frame that paints it (which also waits for the
 * display's next frame); and one scroll frame, from the scroll event (whose handlers render the
 * new window) to the end of that frame's rendering (target: a frame, 16 ms).
 *
 * `npm run bench -- --only large-table`, or alone: `npx tsx test/bench/large-table.ts`.
 */
import { buildLargeTableSite } from '../e2e/large-table/harness.ts';
import { launchChromium } from './browser.ts';
import { fmt, printTable, ratio, summary, verdict } from './report.ts';

const ROWS = 5000;
/** A frame at 60 Hz. */
const FRAME_MS = 16;

interface Variant {
  render: number[];
  firstPaint: number[];
  scroll: number[];
  domRows: number;
  domRowsAfterScroll: number;
}

export async function benchLargeTable(
  options: { rows?: number; mounts?: number; scrolls?: number } = {},
): Promise<void> {
  const rows = options.rows ?? ROWS;
  const site = await buildLargeTableSite();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await site.open(page);
    const run = async (windowed: boolean, mounts: number, scrolls: number): Promise<Variant> => {
      const render: number[] = [];
      const firstPaint: number[] = [];
      let domRows = 0;
      // A warm-up mount first: the code's first run (parsing, JIT) is not the table's cost.
      await page.evaluate(([count, w]) => window.largeTable.mount(count, w), [rows, windowed] as const);
      for (let i = 0; i < mounts; i += 1) {
        const result = await page.evaluate(([count, w]) => window.largeTable.mount(count, w), [
          rows,
          windowed,
        ] as const);
        render.push(result.renderMs);
        firstPaint.push(result.firstPaintMs);
        domRows = result.domRows;
      }
      // A page of rows at a time (about 600 px), as a reader flicks through.
      const scroll = await page.evaluate(([times]) => window.largeTable.scrollFrames(times, 600), [scrolls] as const);
      const domRowsAfterScroll = await page.evaluate(() => window.largeTable.domRows());
      await page.evaluate(() => window.largeTable.unmount());
      return { render, firstPaint, scroll, domRows, domRowsAfterScroll };
    };
    const windowed = await run(true, options.mounts ?? 10, options.scrolls ?? 40);
    // Every row rendered costs seconds a mount on this machine: fewer runs, the same measures.
    const all = await run(false, Math.max(2, Math.round((options.mounts ?? 10) / 3)), options.scrolls ?? 40);

    const renderW = summary(windowed.render);
    const renderA = summary(all.render);
    const paintW = summary(windowed.firstPaint);
    const paintA = summary(all.firstPaint);
    const scrollW = summary(windowed.scroll);
    const scrollA = summary(all.scroll);
    printTable(
      `Large table: ${rows.toLocaleString('en-US')} rows in Chromium, windowed vs (b) every row rendered`,
      ['measure', 'windowed', '(b) all rows', 'ratio (b)/windowed', 'target', 'verdict'],
      [
        [
          'mount: render + commit + layout, p50',
          `${fmt(renderW.p50)} ms`,
          `${fmt(renderA.p50)} ms`,
          ratio(renderA.p50, renderW.p50),
          `${FRAME_MS} ms`,
          verdict(renderW.p50 <= FRAME_MS),
        ],
        [
          'mount: render + commit + layout, p95',
          `${fmt(renderW.p95)} ms`,
          `${fmt(renderA.p95)} ms`,
          ratio(renderA.p95, renderW.p95),
          `${FRAME_MS} ms`,
          verdict(renderW.p95 <= FRAME_MS),
        ],
        [
          'mount to first frame painted, p95',
          `${fmt(paintW.p95)} ms`,
          `${fmt(paintA.p95)} ms`,
          ratio(paintA.p95, paintW.p95),
          `${2 * FRAME_MS} ms (+ the frame wait)`,
          verdict(paintW.p95 <= 2 * FRAME_MS + 1),
        ],
        [
          'one scroll frame (600 px), p50',
          `${fmt(scrollW.p50)} ms`,
          `${fmt(scrollA.p50)} ms`,
          ratio(scrollA.p50, scrollW.p50),
          `${FRAME_MS} ms`,
          verdict(scrollW.p50 <= FRAME_MS),
        ],
        [
          'one scroll frame (600 px), p95',
          `${fmt(scrollW.p95)} ms`,
          `${fmt(scrollA.p95)} ms`,
          ratio(scrollA.p95, scrollW.p95),
          `${FRAME_MS} ms`,
          verdict(scrollW.p95 <= FRAME_MS),
        ],
        [
          'rows in the DOM (mounted / scrolled)',
          `${windowed.domRows} / ${windowed.domRowsAfterScroll}`,
          `${all.domRows} / ${all.domRowsAfterScroll}`,
          ratio(all.domRows, windowed.domRows),
          'bounded',
          verdict(windowed.domRowsAfterScroll < 100),
        ],
      ],
    );
    console.log(
      `large table: ${paintW.n} windowed mounts, ${paintA.n} all-rows mounts, ${scrollW.n} scroll frames each; 'first frame painted' includes waiting for the display's next frame (up to 16.7 ms); the scroll frame starts at the scroll event, inside its frame.`,
    );
  } finally {
    await browser.close();
    await site.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchLargeTable();
  process.exit(0);
}
