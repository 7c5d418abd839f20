import type { Plugin } from 'vite';
import { BROWSER_TEMPORAL, POLYFILLED_SYNC_WORKER } from './native-temporal.ts';
import { fromRoot } from './own-source.ts';

const SYNC_WORKER = fromRoot('./workers/sync.worker.ts');
const SYNC_WORKER_CALLER = fromRoot('./src/data/worker-remote.ts');
const SYNC_WORKER_URL = "new URL('../../workers/sync.worker.ts', import.meta.url)";

/**
 * The sync worker is built as one more entry of the portal's own build, not as a separate worker
 * bundle (Vite's default), so the code both threads run (temporal-polyfill, arktype, the domain
 * rules, comlink) sits in chunks they share: the browser downloads each once (assets are immutable
 * and cached) instead of once inside the worker's file and once in the page's. The worker is a
 * module worker (`type: 'module'`), so it can import those chunks. A browser without Temporal gets
 * the worker's polyfilled entry instead (scripts/vite/native-temporal.ts).
 */
export function syncWorkerSharesChunks(): Plugin {
  return {
    name: 'sync-worker-shares-chunks',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id !== SYNC_WORKER_CALLER) return null;
      if (!code.includes(SYNC_WORKER_URL))
        this.error(
          `${id} no longer starts the worker with ${SYNC_WORKER_URL}; update scripts/vite/sync-worker-entry.ts`,
        );
      const reference = this.emitFile({ type: 'chunk', id: SYNC_WORKER, name: 'sync.worker' });
      const polyfilled = this.emitFile({ type: 'chunk', id: POLYFILLED_SYNC_WORKER, name: 'polyfilled-sync-worker' });
      const url = `new URL(__TEMPORAL_IS_NATIVE ? import.meta.ROLLUP_FILE_URL_${reference} : import.meta.ROLLUP_FILE_URL_${polyfilled}, import.meta.url)`;
      const native = `import { TEMPORAL_IS_NATIVE as __TEMPORAL_IS_NATIVE } from ${JSON.stringify(BROWSER_TEMPORAL)};\n`;
      return { code: native + code.replace(SYNC_WORKER_URL, url), map: null };
    },
  };
}
