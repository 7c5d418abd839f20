import { execSync } from 'node:child_process';

/** The frontend's build stamp for the Build info dialog: from the environment (CI), else git, else 'unknown'. */
export function buildRevision(): string {
  if (process.env.BUILD_REVISION) return process.env.BUILD_REVISION;
  try {
    return (
      execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() ||
      'unknown'
    );
  } catch {
    return 'unknown';
  }
}
