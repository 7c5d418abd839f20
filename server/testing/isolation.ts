/**
 * The isolation walk's world and cases (`server/http/isolation-walk.test.ts`): a user of the home
 * organisation calls each operation on the foreign organisation's objects. An object of another
 * organisation answers 404, exactly like a missing one, and nothing a list answers names the other
 * organisation's rows. Each operation's case lives beside its handlers, in its route's
 * `*.scenarios.ts`.
 */
import { eq } from 'drizzle-orm';
import { OPERATIONS, type Operation, type OperationName } from '../../domain/index.ts';
import { createConsentFixture, type ConsentFixture } from '../consent/testing.ts';
import type { Db } from '../db/connect.ts';
import { users } from '../db/schema/index.ts';
import { as, type ContractAnswer, type ContractInput } from './contract-client.ts';
import {
  createAddress,
  createAlert,
  createEmailAddress,
  createPhoneNumber,
  createStatusEvent,
  createTodo,
  type TestOrganisation,
} from './factories.ts';
import type { TestServer } from './harness.ts';

export interface IsolationWorld {
  t: TestServer;
  db: Db;
  home: TestOrganisation;
  foreign: TestOrganisation;
  foreignTodoId: string;
  foreignConsent: ConsentFixture;
  /** A dismissable status event, a dismissable alert about the member, a global alert, the member's external patient id. */
  foreignStatusEventId: string;
  foreignAlertId: string;
  foreignGlobalAlertId: string;
  foreignPatientId: string;
  /** The foreign member's phone (its number too), e-mail address and address. */
  foreignPhone: { id: number; number: string };
  foreignEmailId: string;
  foreignAddressId: string;
}

/** Which home user calls: the guide unless the operation needs a supervisor's or an admin's permission. */
export type IsolationCaller = 'guide' | 'supervisor' | 'superAdmin';

type Call<O extends Operation> = (w: IsolationWorld) => ContractInput<O> | Promise<ContractInput<O>>;

/** One operation's case: its call (typed by its contract) and what must come back, or why it is exempt. */
export type IsolationCase<O extends Operation = Operation> =
  /** Called on the other organisation's object: must answer 404. */
  | { notFound: Call<O>; by?: IsolationCaller }
  /** A list or a read of one's own: must answer 2xx and name nothing of the other organisation. */
  | { nothingForeign: Call<O>; by?: IsolationCaller }
  | { exempt: string };

export async function createIsolationWorld(t: TestServer): Promise<IsolationWorld> {
  const [home, foreign] = [await t.organisation('Home'), await t.organisation('Foreign')];
  const db = t.testDb.database.db;
  const foreignTodoId = (await createTodo(db, foreign)).id;
  await createTodo(db, home);
  const foreignPatientId = 'AV-90000001';
  await db.update(users).set({ externalPatientId: foreignPatientId }).where(eq(users.id, foreign.member.id));
  return {
    t,
    db,
    home,
    foreign,
    foreignTodoId,
    foreignConsent: await createConsentFixture(db, foreign),
    foreignPatientId,
    foreignStatusEventId: (await createStatusEvent(db, foreign, 'unable-to-re-engage')).id,
    foreignAlertId: (await createAlert(db, foreign)).id,
    foreignGlobalAlertId: (await createAlert(db, foreign, { memberId: null, severity: 'info', title: 'Maintenance' }))
      .id,
    foreignPhone: await createPhoneNumber(db, foreign),
    foreignEmailId: (await createEmailAddress(db, foreign)).id,
    foreignAddressId: (await createAddress(db, foreign)).id,
  };
}

/** Makes the case's call as its home user, on its own operation. */
export async function callCase(
  w: IsolationWorld,
  name: OperationName,
  check: { by?: IsolationCaller },
  input: ContractInput<Operation>,
): Promise<ContractAnswer<Operation>> {
  return as(w.t, w.home[check.by ?? 'guide']).call(OPERATIONS[name] as Operation, input);
}

/** Every identifier of the other organisation a leak would show. */
export function foreignIds(w: IsolationWorld): string[] {
  const f = w.foreign;
  return [
    f.organisationId,
    f.clientId,
    f.otherClientId,
    ...f.teamIds,
    f.guide.id,
    f.otherGuide.id,
    f.supervisor.id,
    f.superAdmin.id,
    f.member.id,
    w.foreignTodoId,
    ...Object.values(w.foreignConsent.termIds),
    w.foreignStatusEventId,
    w.foreignAlertId,
    w.foreignGlobalAlertId,
    w.foreignPatientId,
    w.foreignPhone.number,
    w.foreignEmailId,
    w.foreignAddressId,
  ];
}
