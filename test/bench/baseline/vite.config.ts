/** Builds the benchmark's refetch-per-screen baseline into dist/bench-baseline (served by the app server). */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: path.resolve(import.meta.dirname),
  base: '/bench-baseline/',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: path.resolve(import.meta.dirname, '../../../dist/bench-baseline'), emptyOutDir: true },
});
