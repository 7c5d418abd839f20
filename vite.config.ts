/**
 * Builds the staff portal (index.html) and the public consent site (consent/index.html) into dist/,
 * which the server serves (server/http/static-sites.ts). In development the API, the embedded
 * identity provider and socket.io are proxied to the server on :8080 so the app stays same-origin.
 */
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';

const apiServer = 'http://localhost:8080';
const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The frontend's build stamp for the Build info dialog: from the environment (CI), else git, else 'unknown'. */
function buildRevision(): string {
  if (process.env.BUILD_REVISION) return process.env.BUILD_REVISION;
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

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
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
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
