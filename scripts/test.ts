/**
 * `npm test`: every check, each phase's wall time printed as it ends and all of them again at the
 * end (CI's log shows where its minutes went). The static checks (types, lint, format, layers) run
 * together, two at a time: each is one process on one core, and on two cores that halves their
 * wait; their output is printed whole as each ends. The tests run after them, one suite at a time
 * (each fills the machine: the unit suite on two workers). Run beside the unit suite instead, the
 * static checks cost it more than their own time (9:49 and 11:30 for both against about 1:45 + 7:33
 * one after the other, 2026-12-03). The static checks take about 1:15 together here since the type check moved to
 * TypeScript 7 and the type-aware lint rules to oxlint (about 3:20 before). Stops after the first group with a
 * failure, with that phase's exit code.
 *
 * @example
 *   npm test                      # every phase
 *   npm test -- unit e2e          # only these phases
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const STATIC = {
  typecheck: 'npm run typecheck',
  lint: 'npm run lint',
  format: 'npm run format:check',
  boundaries: 'npm run boundaries',
} as const;
const SUITES = {
  unit: 'npm run test:unit',
  e2e: 'npm run test:e2e',
} as const;
const PHASES = { ...STATIC, ...SUITES };
type Phase = keyof typeof PHASES;

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in PHASES));
if (unknown.length) {
  console.error(`Unknown phase ${unknown.join(', ')}; the phases are ${Object.keys(PHASES).join(', ')}.`);
  process.exit(2);
}
const chosen = (names: string[]) => names.filter((name) => !asked.length || asked.includes(name)) as Phase[];

const minutes = (ms: number) =>
  `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;
const timings: string[] = [];
const started = Date.now();

/** Runs one phase; `buffered` keeps its output until it ends (phases running together would interleave). */
function run(phase: Phase, buffered: boolean): Promise<number> {
  const phaseStart = Date.now();
  if (!buffered) console.log(`\n=== ${phase}: ${PHASES[phase]}`);
  const child = spawn(PHASES[phase], { shell: true, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const line = `${phase.padEnd(11)} ${minutes(Date.now() - phaseStart).padStart(6)}  ${code === 0 ? 'passed' : 'FAILED'}`;
      timings.push(line);
      if (buffered) process.stdout.write(`\n=== ${phase}: ${PHASES[phase]}\n${Buffer.concat(output).toString()}`);
      console.log(`=== ${line}`);
      resolve(code ?? 1);
    });
  });
}

/** Runs phases `width` at a time; answers the first failing exit code (0 when all pass). */
async function group(phases: Phase[], width: number): Promise<number> {
  const queue = [...phases];
  let failure = 0;
  const lanes = Array.from({ length: Math.min(width, queue.length) }, async () => {
    for (let phase = queue.shift(); phase; phase = queue.shift()) {
      const code = await run(phase, width > 1);
      if (code !== 0 && failure === 0) failure = code;
    }
  });
  await Promise.all(lanes);
  return failure;
}

const failure =
  (await group(chosen(Object.keys(STATIC)), Math.max(1, Math.min(2, availableParallelism())))) ||
  (await group(chosen(Object.keys(SUITES)), 1));

console.log(
  `\n=== npm test: each phase's wall time\n${timings.join('\n')}\n${'total'.padEnd(11)} ${minutes(Date.now() - started).padStart(6)}`,
);
process.exit(failure);
