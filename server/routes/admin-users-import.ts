/**
 * Importing users from a CSV file (issue #33). Each row goes through the create itself
 * (`createAdminUser`'s handler, so every rule of a create holds: the schema, an assignable role,
 * app access a super admin's to give, teams of this organisation with one MEMBER team, a free
 * e-mail, a resourcing number for guides and supervisors), in a savepoint of its own: one row's
 * refusal is reported on that row and leaves the others done. A dry run does all of it inside a
 * savepoint that is then rolled back, so it finds what the import would (two rows with one e-mail
 * included) and writes nothing. The outcome is the acting admin's private `adminUserImport`
 * change, recorded last, so the portal reads it once the write is confirmed.
 */
import { randomUUID } from 'node:crypto';
import { type } from 'arktype';
import { eq } from 'drizzle-orm';
import {
  createAdminUserBody,
  USER_IMPORT_MESSAGES,
  type EntityShape,
  type OPERATIONS,
  type PropertyError,
  type UserImportRow,
} from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import type { ChangeRecorder, PendingChange } from '../db/changes.ts';
import type { Tx } from '../db/connect.ts';
import { teams } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import type { Handler, HandlerInput, HandlersOf } from '../http/operations.ts';
import { adminUsersHandlers } from './admin-users.ts';

type Outcome = EntityShape<'adminUserImport'>;
type Result = Outcome['results'][number];
type RowError = Result['errors'][number];
type CreateBody = typeof createAdminUserBody.infer;
type CreateInput = HandlerInput<typeof OPERATIONS.createAdminUser>;

/** Thrown to roll a dry run's savepoint back once its rows are checked. */
class DryRunDone extends Error {}

const YES = new Set(['', 'yes', 'y', 'true', '1', 'sí', 'si']);
const NO = new Set(['no', 'n', 'false', '0']);

/** The create body a row stands for, or the row's own problems (its teams named, its app access, the schema). */
function bodyOf(
  row: UserImportRow,
  teamIds: ReadonlyMap<string, string>,
): { body: CreateBody } | { errors: RowError[] } {
  const errors: RowError[] = [];
  const rowTeams: CreateBody['teams'] = [];
  for (const name of row.teams
    .split(';')
    .map((n) => n.trim())
    .filter(Boolean)) {
    const teamId = teamIds.get(name.toLowerCase());
    if (!teamId) errors.push({ property: 'teams', message: USER_IMPORT_MESSAGES.teamUnknown });
    // The first team named is the user's MEMBER team (the create's one primary team); the rest are viewed.
    else rowTeams.push({ teamId, isPrimary: !rowTeams.length, isManager: false, startDate: null, endDate: null });
  }
  const access = row.appAccess.trim().toLowerCase();
  if (!YES.has(access) && !NO.has(access))
    errors.push({ property: 'hasAppAccess', message: USER_IMPORT_MESSAGES.appAccessInvalid });
  const parsed = createAdminUserBody({
    id: randomUUID(),
    email: row.email,
    resourceNumber: row.resourceNumber.trim() || null,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role
      .trim()
      .toUpperCase()
      .replace(/[\s-]+/g, '_'),
    timeZone: row.timeZone.trim() || 'America/New_York',
    mobilePhone: row.mobilePhone.trim() || null,
    teams: rowTeams,
    clientAuditors: [],
    hasAppAccess: !NO.has(access),
  });
  if (parsed instanceof type.errors)
    for (const error of parsed) errors.push({ property: String(error.path[0] ?? 'row'), message: error.message });
  return errors.length || parsed instanceof type.errors ? { errors } : { body: parsed };
}

/** A create's refusal as row errors: its property errors, else its message. */
function errorsOf(error: HttpError): RowError[] {
  const fromFields = (errors: readonly PropertyError[]): RowError[] =>
    errors.flatMap((e) => [
      ...Object.values(e.constraints ?? {}).map((message) => ({ property: e.property, message })),
      ...fromFields(e.children ?? []),
    ]);
  const listed = fromFields(error.errors);
  return listed.length ? listed : [{ property: 'row', message: error.userMessage ?? error.message }];
}

export function adminUsersImportHandlers(ctx: AppContext): HandlersOf<'importAdminUsers'> {
  const entry = adminUsersHandlers(ctx).createAdminUser;
  const create: Handler<typeof OPERATIONS.createAdminUser> = typeof entry === 'function' ? entry : entry.handle;

  /** Every row through the create, each in its savepoint; the changes of the rows created go to `changes`. */
  async function runRows(
    tx: Tx,
    changes: ChangeRecorder,
    actor: Actor,
    rows: readonly UserImportRow[],
    input: Omit<CreateInput, 'body' | 'write' | 'actor'>,
    dryRun: boolean,
  ): Promise<Result[]> {
    const owned = await tx
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.organisationId, actor.organisationId));
    const teamIds = new Map(owned.map((team) => [team.name.trim().toLowerCase(), team.id]));
    const results: Result[] = [];
    for (const [index, row] of rows.entries()) {
      const line = {
        row: index + 1,
        name: `${row.firstName.trim()} ${row.lastName.trim()}`.trim(),
        email: row.email.trim(),
      };
      const made = bodyOf(row, teamIds);
      if ('errors' in made) {
        results.push({ ...line, status: 'invalid', userId: null, errors: made.errors });
        continue;
      }
      try {
        const pending: PendingChange[] = [];
        const recorder: ChangeRecorder = { record: (change) => void pending.push(change) };
        await tx.transaction((sp) =>
          create({ ...input, actor, body: made.body, write: (work) => work(sp, recorder) } as CreateInput),
        );
        for (const change of pending) changes.record(change);
        results.push({ ...line, status: dryRun ? 'ready' : 'created', userId: made.body.id, errors: [] });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        results.push({ ...line, status: 'invalid', userId: null, errors: errorsOf(error) });
      }
    }
    return results;
  }

  return {
    async importAdminUsers({ actor, body, write, params, query, request, reply }) {
      const input = { params, query, request, reply } as Omit<CreateInput, 'body' | 'write' | 'actor'>;
      return write(async (tx, changes) => {
        let results: Result[] = [];
        if (body.dryRun) {
          const discard: ChangeRecorder = { record: () => undefined };
          try {
            await tx.transaction(async (dry) => {
              results = await runRows(dry, discard, actor, body.rows, input, true);
              throw new DryRunDone();
            });
          } catch (error) {
            if (!(error instanceof DryRunDone)) throw error;
          }
        } else {
          results = await runRows(tx, changes, actor, body.rows, input, false);
        }
        const outcome: Outcome = {
          id: body.id,
          actorId: actor.user.id,
          dryRun: body.dryRun,
          readyCount: results.filter((r) => r.status === 'ready').length,
          createdCount: results.filter((r) => r.status === 'created').length,
          invalidCount: results.filter((r) => r.status === 'invalid').length,
          results,
        };
        changes.record({ entity: 'adminUserImport', id: outcome.id, op: 'upsert', data: outcome, created: true });
        return outcome;
      });
    },
  };
}
