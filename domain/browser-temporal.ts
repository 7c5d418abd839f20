/**
 * Temporal in the browser (issue #13: the docket route's JavaScript). The portal's build resolves
 * our modules' `import { Temporal } from 'temporal-polyfill'` to this module
 * (scripts/vite/native-temporal.ts), so the browser's own Temporal is used and the polyfill (about
 * 18 kB gzip) is not on the first load. Where a browser has none, the entries install the polyfill
 * first: the page awaits `provideTemporal()` before it starts (src/main.tsx), and the sync worker
 * is started from a variant of its entry that imports the polyfill's global install before the
 * worker (scripts/vite/sync-worker-entry.ts). No module uses Temporal while it is being imported,
 * so the binding below is read only after that. The server, vitest and the dev server import the
 * polyfill itself.
 */
import type { Temporal as TemporalNamespace } from 'temporal-polyfill';

type TemporalApi = typeof TemporalNamespace;

const globalTemporal = () => (globalThis as unknown as { Temporal?: TemporalApi }).Temporal;

/** Whether the browser has a Temporal of its own (read before provideTemporal() may install the polyfill). */
export const TEMPORAL_IS_NATIVE = globalTemporal() !== undefined;

// A live binding: provideTemporal() fills it in where the browser has no Temporal of its own.
export let Temporal = globalTemporal() as TemporalApi;

/** Installs the polyfill (its own chunk, fetched only then) if the browser has no Temporal. */
export async function provideTemporal(): Promise<void> {
  if (globalTemporal()) {
    Temporal = globalTemporal() as TemporalApi;
    return;
  }
  // Another specifier than 'temporal-polyfill', which the build resolves to this very module.
  await import('temporal-polyfill/global');
  Temporal = globalTemporal() as TemporalApi;
}
