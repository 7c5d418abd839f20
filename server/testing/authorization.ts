/**
 * The authorization matrix's world and grammar (`server/http/authorization-matrix.test.ts`): every
 * operation is called by six callers (the guide, another guide of the organisation, a supervisor,
 * a super admin, a staff user without app access, a member) on three objects (the guide's own,
 * another guide's, another organisation's), and each of those 18 cells has its expected answer
 * written down.
 *
 * Each operation's row lives beside its handlers, in its route's `*.scenarios.ts`
 * (`server/testing/scenarios.ts` gathers them). The three objects are three views of the
 * factories' `TestOrganisation`: the home organisation as it is (the guide and the guide's member),
 * the same organisation with the other guide and a member assigned to them in the guide's place,
 * and the foreign organisation. A factory given a view makes
 * the object of that view's guide and member, so a row says once how to make its object.
 */
import { OPERATIONS, type Operation, type OperationName } from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import { as, type ContractInput } from './contract-client.ts';
import { createMemberOf, createOrganisation, type TestOrganisation, type TestUser } from './factories.ts';
import type { TestServer } from './harness.ts';

export const CALLERS = ['guide', 'otherGuide', 'supervisor', 'superAdmin', 'noAccess', 'member'] as const;
export type Caller = (typeof CALLERS)[number];
export const TARGETS = ['own', 'otherGuides', 'foreign'] as const;
export type Target = (typeof TARGETS)[number];

/** 'ok' is any 2xx; anything else is the exact status. */
export type Cell = 'ok' | 400 | 401 | 403 | 404 | 409 | 413 | 415;
export type Grid = Record<Caller, readonly [Cell, Cell, Cell]>;

/**
 * A grid from one line per caller, cells in target order (own, another guide's, another
 * organisation's): `grid({ guide: 'ok 403 404', ... })`. Callers left out take the defaults: no app
 * access is refused (403) and a member's token is no staff token (401).
 */
export function grid(rows: Partial<Record<Caller, string>>): Grid {
  const parse = (line: string): readonly [Cell, Cell, Cell] => {
    const cells = line
      .trim()
      .split(/\s+/)
      .map((cell) => (cell === 'ok' ? 'ok' : (Number(cell) as Cell)));
    if (cells.length !== 3 || cells.some((cell) => cell !== 'ok' && !Number.isInteger(cell)))
      throw new Error(`A grid line needs three cells: '${line}'`);
    return cells as unknown as readonly [Cell, Cell, Cell];
  };
  const defaults: Record<Caller, string> = {
    guide: '',
    otherGuide: '',
    supervisor: '',
    superAdmin: '',
    noAccess: '403 403 403',
    member: '401 401 401',
  };
  return Object.fromEntries(CALLERS.map((caller) => [caller, parse(rows[caller] ?? defaults[caller])])) as Grid;
}

/** Every staff caller alike (a catalogue, a list of one's own): the same line for the four with access. */
export function staffAlike(line: string, rows: Partial<Record<Caller, string>> = {}): Grid {
  return grid({ guide: line, otherGuide: line, supervisor: line, superAdmin: line, ...rows });
}

/** What a row's request builder gets: the target's view, and the world around it. */
export interface CellContext {
  t: TestServer;
  db: Db;
  /** The target as an organisation view: `o.guide` owns the object, `o.member` is that guide's member. */
  o: TestOrganisation;
  target: Target;
  caller: Caller;
  /** The caller's organisation (home) and the other one. */
  home: TestOrganisation;
  foreign: TestOrganisation;
  /** A member of the target's guide made for this cell alone (for writes that move or change a member). */
  freshMember(): Promise<string>;
}

/**
 * An operation's row: the call to make on a target (its params, query and body, typed by the
 * contract, so a row cannot call another route than its operation's), and its grid.
 */
export interface MatrixRow<O extends Operation = Operation> {
  request(cell: CellContext): ContractInput<O> | Promise<ContractInput<O>>;
  expect: Grid;
}

export interface MatrixWorld {
  t: TestServer;
  home: TestOrganisation;
  foreign: TestOrganisation;
  views: Record<Target, TestOrganisation>;
  callers: Record<Caller, TestUser | { id: string }>;
}

export async function createMatrixWorld(t: TestServer): Promise<MatrixWorld> {
  const db = t.testDb.database.db;
  const home = await createOrganisation(db, 'Home');
  const foreign = await createOrganisation(db, 'Foreign');
  const asOtherGuide: TestOrganisation = {
    ...home,
    guide: home.otherGuide,
    otherGuide: home.guide,
    member: { id: '' },
  };
  asOtherGuide.member = { id: await createMemberOf(db, asOtherGuide, { firstName: 'Others' }) };
  return {
    t,
    home,
    foreign,
    views: { own: home, otherGuides: asOtherGuide, foreign },
    callers: {
      guide: home.guide,
      otherGuide: home.otherGuide,
      supervisor: home.supervisor,
      superAdmin: home.superAdmin,
      noAccess: home.noAccess,
      member: home.member,
    },
  };
}

export interface CellOutcome {
  operation: OperationName;
  caller: Caller;
  target: Target;
  expected: Cell;
  status: number;
  /** The error's message, to tell a refusal from a rule when a cell disagrees. */
  message: string | undefined;
}

const matches = (expected: Cell, status: number) =>
  expected === 'ok' ? status >= 200 && status < 300 : status === expected;

/** Runs every cell of the rows, one after another (a write's fresh objects are made per cell). */
export async function runMatrix(
  world: MatrixWorld,
  rows: Partial<Record<OperationName, MatrixRow>>,
): Promise<CellOutcome[]> {
  const outcomes: CellOutcome[] = [];
  const db = world.t.testDb.database.db;
  for (const [operation, row] of Object.entries(rows) as [OperationName, MatrixRow][]) {
    const contract: Operation = OPERATIONS[operation];
    for (const caller of CALLERS) {
      for (const [i, target] of TARGETS.entries()) {
        const o = world.views[target];
        const request = await row.request({
          t: world.t,
          db,
          o,
          target,
          caller,
          home: world.home,
          foreign: world.foreign,
          freshMember: () => createMemberOf(db, o),
        });
        const answer = await as(world.t, world.callers[caller]).call(contract, request);
        outcomes.push({
          operation,
          caller,
          target,
          expected: row.expect[caller][i]!,
          status: answer.status,
          message: (answer.body as { message?: string } | undefined)?.message,
        });
      }
    }
  }
  return outcomes;
}

/** The cells whose answer differs from the one written down, as readable lines. */
export function mismatches(outcomes: readonly CellOutcome[]): string[] {
  return outcomes
    .filter((o) => !matches(o.expected, o.status))
    .map(
      (o) =>
        `${o.operation}: ${o.caller} on ${o.target} answered ${o.status} (${o.message ?? ''}), expected ${o.expected}`,
    );
}

/** Cells that answered 2xx where the grid says the caller must be refused. */
export function unexpectedSuccesses(outcomes: readonly CellOutcome[]): CellOutcome[] {
  return outcomes.filter((o) => o.expected !== 'ok' && o.status >= 200 && o.status < 300);
}
