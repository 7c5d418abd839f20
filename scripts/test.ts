/**
 * `npm test`: every check, each phase's wall time printed as it ends and all of them again at the
 * end (CI's log shows where its minutes went). Phases run in three groups, one after the other:
 * - the static checks (types, lint, format, layers), two at a time: each is one process on one
 *   core, and on two cores that halves their wait. The type check runs on TypeScript 7 and the
 *   type-aware lint rules on oxlint (about 1:15 together here; about 3:20 before). Run beside the
 *   unit suite instead, they cost it more than their own time (9:49 and 11:30 for both against about
 *   1:45 + 7:33 one after the other, 2026-12-03);
 * - the unit suite's two projects side by side, as two processes: the server's files (two workers)
 *   leave the machine about a fifth idle while they wait on PostgreSQL, PGlite and sockets, and the
 *   client's (one worker, no database) fill it. As one `vitest run` the client's files came after
 *   the server's at about half the machine: 7:50 in all, 7:42 as two processes in turn, 7:12 side
 *   by side (2026-12-05, the same hour; this machine's speed drifts by a tenth between runs);
 * - the end-to-end suite (two workers).
 * Output of phases running together is printed whole as each ends. Stops after the first group with
 * a failure, with that phase's exit code.
 *
 * @example
 *   npm test                      # every phase
 *   npm test -- unit e2e          # only these phases (`unit` names both unit phases)
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const STATIC = {
  typecheck: 'npm run typecheck',
  lint: 'npm run lint',
  format: 'npm run format:check',
  boundaries: 'npm run boundaries',
} as const;
// `npm run test:unit` runs both projects in one process, for a developer's single command.
const UNIT = {
  'unit:server': 'npx vitest run --project server',
  'unit:client': 'npx vitest run --project client --maxWorkers 1',
} as const;
const E2E = { e2e: 'npm run test:e2e' } as const;
const PHASES = { ...STATIC, ...UNIT, ...E2E };
type Phase = keyof typeof PHASES;
/** Names that stand for several phases. */
const ALIASES: Record<string, Phase[]> = { unit: ['unit:server', 'unit:client'] };

const asked = process.argv.slice(2).flatMap((name) => ALIASES[name] ?? [name]);
const unknown = asked.filter((name) => !(name in PHASES));
if (unknown.length) {
  console.error(
    `Unknown phase ${unknown.join(', ')}; the phases are ${[...Object.keys(PHASES), ...Object.keys(ALIASES)].join(', ')}.`,
  );
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

const twoAtATime = Math.max(1, Math.min(2, availableParallelism()));
const failure =
  (await group(chosen(Object.keys(STATIC)), twoAtATime)) ||
  (await group(chosen(Object.keys(UNIT)), 2)) ||
  (await group(chosen(Object.keys(E2E)), 1));

console.log(
  `\n=== npm test: each phase's wall time\n${timings.join('\n')}\n${'total'.padEnd(11)} ${minutes(Date.now() - started).padStart(6)}`,
);
process.exit(failure);
