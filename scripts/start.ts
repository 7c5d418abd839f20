/**
 * `npm start`: builds the web apps when the build is missing or older than their sources, then
 * runs the server (which seeds the demo organisation on an empty database).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensurePortalBuilt } from './portal-build.ts';

const root = path.resolve(import.meta.dirname, '..');
ensurePortalBuilt();

// The server's half of the Build info dialog: which revision is running, and since when.
if (!process.env.BUILD_REVISION) {
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  process.env.BUILD_REVISION = git.status === 0 ? git.stdout.trim() : 'unknown';
}
process.env.BUILD_TIME ??= new Date().toISOString();

await import('../server/main.ts');
