/**
 * `npm test`: every check, one phase after another, each phase's wall time printed as it ends and
 * all of them again at the end (CI's log shows where its minutes went). Stops at the first phase
 * that fails, with that phase's exit code.
 *
 * @example
 *   npm test                      # every phase
 *   npm test -- unit e2e          # only these phases, in this order
 */
import { spawnSync } from 'node:child_process';

const PHASES = {
  typecheck: 'npm run typecheck',
  lint: 'npm run lint',
  format: 'npm run format:check',
  boundaries: 'npm run boundaries',
  unit: 'npm run test:unit',
  e2e: 'npm run test:e2e',
} as const;
type Phase = keyof typeof PHASES;

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in PHASES));
if (unknown.length) {
  console.error(`Unknown phase ${unknown.join(', ')}; the phases are ${Object.keys(PHASES).join(', ')}.`);
  process.exit(2);
}
const phases = (asked.length ? asked : Object.keys(PHASES)) as Phase[];

const minutes = (ms: number) =>
  `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;
const timings: string[] = [];
const started = Date.now();
let failed: { phase: Phase; code: number } | undefined;

for (const phase of phases) {
  console.log(`\n=== ${phase}: ${PHASES[phase]}`);
  const phaseStart = Date.now();
  const result = spawnSync(PHASES[phase], { stdio: 'inherit', shell: true });
  const line = `${phase.padEnd(11)} ${minutes(Date.now() - phaseStart).padStart(6)}  ${result.status === 0 ? 'passed' : 'FAILED'}`;
  timings.push(line);
  console.log(`=== ${line}`);
  if (result.status !== 0) {
    failed = { phase, code: result.status ?? 1 };
    break;
  }
}

console.log(
  `\n=== npm test: each phase's wall time\n${timings.join('\n')}\n${'total'.padEnd(11)} ${minutes(Date.now() - started).padStart(6)}`,
);
if (failed) process.exit(failed.code);
