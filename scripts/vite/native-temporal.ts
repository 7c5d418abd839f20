import type { Plugin } from 'vite';
import { fromRoot, OWN_SOURCE } from './own-source.ts';

export const BROWSER_TEMPORAL = fromRoot('./domain/browser-temporal.ts');
const SYNC_WORKER = fromRoot('./workers/sync.worker.ts');

/** The sync worker's entry for browsers without Temporal (see syncWorkerSharesChunks). */
export const POLYFILLED_SYNC_WORKER = '\0polyfilled-sync-worker';

/**
 * The browser uses its own Temporal instead of shipping temporal-polyfill (about 18 kB gzip) on the
 * docket's first load (issue #13). In the portal's build only (page, sync worker, consent site), our
 * modules' `import { Temporal } from 'temporal-polyfill'` resolves to domain/browser-temporal.ts,
 * which hands out `globalThis.Temporal`. Browsers without one still work: the page installs the
 * polyfill before it starts (src/main.tsx), and the worker is then started from
 * POLYFILLED_SYNC_WORKER, which imports the polyfill's global install before the worker itself.
 * No top-level await: one in the graph makes Rolldown stop merging chunks (many more, smaller files).
 * The server (Node 22), vitest and the dev server keep importing the polyfill itself.
 */
export function nativeTemporal(): Plugin {
  return {
    name: 'native-temporal',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === POLYFILLED_SYNC_WORKER) return POLYFILLED_SYNC_WORKER;
      if (source !== 'temporal-polyfill' || !importer || importer === BROWSER_TEMPORAL || !OWN_SOURCE.test(importer))
        return null;
      return BROWSER_TEMPORAL;
    },
    load(id) {
      if (id !== POLYFILLED_SYNC_WORKER) return null;
      return `import 'temporal-polyfill/global';\nimport ${JSON.stringify(SYNC_WORKER)};\n`;
    },
  };
}
