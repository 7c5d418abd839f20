/**
 * The built web apps (`dist/`: the portal, its sync worker, the consent site), rebuilt when missing
 * or older than any of their sources. `npm start` and the browser benchmarks serve them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist', 'index.html');
/** Everything the build reads: the apps, the worker and engine they bundle, and the build's own plugins. */
const sources = [
  'src',
  'ui',
  'consent',
  'domain',
  'sync',
  'workers',
  'scripts/vite',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
    stat.mtimeMs,
  );
}

/** Builds `dist/` unless it is newer than every source; exits the process if the build fails. */
export function ensurePortalBuilt(): void {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map(newestMtime))) return;
  console.log('Building the portal and the consent site…');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
