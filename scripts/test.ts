/**
 * `npm test`: every check, each phase's wall time printed as it ends and all of them again at the
 * end (CI's log shows where its minutes went). The static checks (types, lint, format, layers) run
 * one after another beside the unit suite: each is one process on one core, and the unit suite's
 * two workers leave about a third of the machine idle while they wait on databases and sockets
 * (measured 2026-12-03). Output is printed whole as each phase ends. The end-to-end suite runs
 * last, alone (it fills the machine). Stops after the first group with a failure, with that
 * phase's exit code.
 *
 * @example
 *   npm test                      # every phase
 *   npm test -- unit e2e          # only these phases
 */
import { spawn } from 'node:child_process';

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

/** Runs phases `width` at a time (`buffered` when others run beside); answers the first failing exit code. */
async function group(phases: Phase[], width: number, buffered = width > 1): Promise<number> {
  const queue = [...phases];
  let failure = 0;
  const lanes = Array.from({ length: Math.min(width, queue.length) }, async () => {
    for (let phase = queue.shift(); phase; phase = queue.shift()) {
      const code = await run(phase, buffered);
      if (code !== 0 && failure === 0) failure = code;
    }
  });
  await Promise.all(lanes);
  return failure;
}

/** The static checks in one lane beside the unit suite; with one phase asked for, it alone. */
async function checksBesideUnit(): Promise<number> {
  const checks = chosen(Object.keys(STATIC));
  const unit = chosen(['unit']);
  const together = checks.length + unit.length > 1;
  const codes = await Promise.all([group(checks, 1, together), group(unit, 1, together)]);
  return codes.find((code) => code !== 0) ?? 0;
}

const failure = (await checksBesideUnit()) || (await group(chosen(['e2e']), 1, false));

console.log(
  `\n=== npm test: each phase's wall time\n${timings.join('\n')}\n${'total'.padEnd(11)} ${minutes(Date.now() - started).padStart(6)}`,
);
process.exit(failure);
