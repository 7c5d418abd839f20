/**
 * Builds the staff portal (index.html) and the public consent site (consent/index.html) into dist/,
 * which the server serves (server/http/static-sites.ts). In development the API, the embedded
 * identity provider and socket.io are proxied to the server on :8080 so the app stays same-origin.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { buildRevision } from './scripts/vite/build-revision.ts';
import { fromRoot, treeshake } from './scripts/vite/own-source.ts';
import { wireContracts } from './scripts/vite/wire-contracts.ts';
import { pureDefinitions } from './scripts/vite/pure-definitions.ts';
import { syncWorkerSharesChunks } from './scripts/vite/sync-worker-entry.ts';
import { nativeTemporal } from './scripts/vite/native-temporal.ts';

const apiServer = 'http://localhost:8080';

export default defineConfig(({ command }) => ({
  define: {
    __BUILD_TIME__: JSON.stringify(process.env.BUILD_TIME ?? new Date().toISOString()),
    __BUILD_REVISION__: JSON.stringify(buildRevision()),
  },
  plugins: [
    react(),
    // plugin-react 6 has no `babel` option: the Lingui macros must be compiled by @rolldown/plugin-babel.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    // A release must not ship an untranslated string: the build fails when the Spanish catalog
    // lacks one ('catalog' checks before the English fallback would hide the gap).
    lingui({ failOnMissing: command === 'build' ? 'catalog' : false, failOnCompileError: true }),
    tailwindcss(),
    wireContracts(),
    pureDefinitions(),
    syncWorkerSharesChunks(),
    nativeTemporal(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      treeshake,
      output: {
        codeSplitting: {
          // arktype is for the forms and dialogs that load on first use. Left to itself, the bundler
          // puts it (side-effect free) in the chunk every screen shares, so the docket's first load
          // carried it (about 50 kB gzip) without using it.
          groups: [
            { name: 'arktype', test: /node_modules\/(?:arktype|@ark\/[^/]+|arkregex)\// },
            // The shared schemas of `domain/api/params.ts` (uuid, days, instants) are arktype calls that the forms and
            // the member page use: left in the chunk the page shares with the sync worker, they made the docket's
            // first load evaluate arktype (21-24 ms of main-thread CPU before the first row, test/bench/RESULTS.md).
            { name: 'params', test: /\/domain\/api\/params\.ts$/, includeDependenciesRecursively: false },
          ],
        },
      },
      input: {
        portal: fromRoot('./index.html'),
        consent: fromRoot('./consent/index.html'),
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/oidc': apiServer,
      '/socket.io': { target: apiServer, ws: true },
    },
  },
}));
