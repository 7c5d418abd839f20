/**
 * `npm start`: builds the web apps when the build is missing or older than their sources, then
 * runs the server (which seeds the demo organisation on an empty database).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist', 'index.html');
const sources = ['src', 'ui', 'consent', 'domain', 'index.html', 'vite.config.ts', 'lingui.config.ts'];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log('Building the portal and the consent site…');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server's half of the Build info dialog: which revision is running, and since when.
if (!process.env.BUILD_REVISION) {
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  process.env.BUILD_REVISION = git.status === 0 ? git.stdout.trim() : 'unknown';
}
process.env.BUILD_TIME ??= new Date().toISOString();

await import('../server/main.ts');
