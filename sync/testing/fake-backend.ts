/**
 * A hand-driven backend for engine tests: a tiny in-memory server with todos and a change log,
 * an Http port whose answers the test can hold back, and a socket the test delivers events on
 * (or drops, duplicates, reorders) one by one.
 */
import { type } from 'arktype';
import {
  ENTITY_KINDS,
  GUIDE_ROLES,
  MEMBER_CHANGE_FIELDS,
  MEMBER_CHANGE_SUBJECT_LABELS,
  OPERATIONS,
  pathOf,
  type Role,
  type CallInput,
  type ChangeRow,
  type ChangesPage,
  type EntityKind,
  type EntityShape,
  type MemberChangeSubject,
  type Operation,
} from '../../domain/index.ts';
import type { ChangeSource, Clock, ConnectionStatus, FrameScheduler, Http, HttpResult } from '../ports.ts';
import { answerNoteVisitWrite } from './fake-notes-visits.ts';
import { answerScheduledEventRead, answerScheduledEventWrite } from './fake-scheduled-events.ts';
import { answerTransferRead, answerTransferWrite } from './fake-transfers.ts';
import { answerSurveyRead, answerSurveyWrite } from './fake-surveys.ts';
import { answerStatusChangeRead, answerStatusChangeWrite } from './fake-status-changes.ts';
import { answerResourceRead } from './fake-resources.ts';
import { answerCallsPageRead, answerCallsPageWrite } from './fake-calls-page.ts';
import { answerTelephonyRead, answerTelephonyWrite } from './fake-telephony.ts';
import { answerNeedRead, answerNeedWrite } from './fake-needs.ts';
import { answerHospitalizationRead, answerHospitalizationWrite } from './fake-hospitalizations.ts';

type ContactKind = 'phoneNumber' | 'emailAddress' | 'address';
type ContactRow = EntityShape<ContactKind>;

/** A 400 as the server words it: one property's refusal, or the schema's property errors. */
const refusal = (
  errors: { property: string; constraints: Record<string, string> }[],
  message = 'Validation failed',
) => ({
  status: 400,
  body: { statusCode: 400, message, userMessage: 'Please correct the highlighted fields.', errors },
});
const refused = (property: string, message: string) =>
  refusal([{ property, constraints: { refused: message } }], message);
const notFound = () => ({ status: 404, body: { statusCode: 404, message: 'No record found' } });

export type FakeTodo = EntityShape<'todo'>;

export function makeTodo(id: string, overrides: Partial<FakeTodo> = {}): FakeTodo {
  return {
    id,
    userId: 'g1',
    memberId: 'm1',
    type: 'CALL_BACK',
    date: '2026-11-20T10:00:00.000Z',
    completedAt: null,
    snoozedUntil: null,
    externalItemType: null,
    externalItemId: null,
    scheduledEventId: null,
    member: { id: 'm1', name: 'Rosa Delgado', firstName: 'Rosa', lastName: 'Delgado' },
    ...overrides,
  };
}

type Tables = { [K in EntityKind]: Map<string, EntityShape<K>> };

export function makeMember(
  id: string,
  firstName: string,
  lastName: string,
  overrides: Partial<EntityShape<'user'>> = {},
): EntityShape<'user'> {
  return {
    id,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    role: 'PATIENT',
    clientId: 'c1',
    assignedGuideId: 'g1',
    memberStatusId: 1,
    memberStageId: 1,
    outreachPhase: null,
    lastEventAt: null,
    lastEventType: null,
    shortAddress: '1 Main St, Springfield',
    ...overrides,
  };
}

export class FakeBackend {
  /** The server's rows, one table per entity kind of domain/entities. */
  readonly tables = Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, new Map()])) as unknown as Tables;
  readonly log: ChangeRow[] = [];
  /** Socket events written but not yet delivered, in emission order. */
  readonly outbox: ChangeRow[] = [];
  readonly requests: string[] = [];
  /** While true, GETs wait until `release()`: lets a test interleave events before a page lands. */
  holdGets = false;
  private held: (() => void)[] = [];
  failNextPost: { status: number; message: string } | undefined;
  private changeListeners: ((c: ChangeRow) => void)[] = [];
  private statusListeners: ((s: ConnectionStatus) => void)[] = [];

  get head(): number {
    return this.log.length;
  }

  get todos(): Map<string, EntityShape<'todo'>> {
    return this.tables.todo;
  }

  /** A server-side write of a todo: changes the state and queues its socket event. */
  write(todo: FakeTodo | { id: string; deleted: true }): ChangeRow {
    return 'deleted' in todo ? this.remove('todo', todo.id) : this.upsert('todo', todo);
  }

  upsert<K extends EntityKind>(kind: K, row: EntityShape<K>): ChangeRow {
    (this.tables[kind] as Map<string, EntityShape<K>>).set(row.id, row);
    return this.record({ seq: this.log.length + 1, entity: kind, id: row.id, op: 'upsert', data: { ...row } });
  }

  remove(kind: EntityKind, id: string): ChangeRow {
    this.tables[kind].delete(id);
    return this.record({ seq: this.log.length + 1, entity: kind, id, op: 'delete', data: null });
  }

  private record(change: ChangeRow): ChangeRow {
    this.log.push(change);
    this.outbox.push(change);
    return change;
  }

  deliverNext(): void {
    const change = this.outbox.shift();
    if (change) this.emit(change);
  }

  deliverAll(): void {
    while (this.outbox.length) this.deliverNext();
  }

  dropNext(): void {
    this.outbox.shift();
  }

  emit(change: ChangeRow): void {
    this.changeListeners.forEach((l) => l(change));
  }

  setConnection(status: ConnectionStatus): void {
    this.statusListeners.forEach((l) => l(status));
  }

  release(): void {
    const held = this.held;
    this.held = [];
    held.forEach((go) => go());
  }

  readonly changes: ChangeSource = {
    onChange: (listener) => void this.changeListeners.push(listener),
    onStatus: (listener) => void this.statusListeners.push(listener),
  };

  /** Answers by contract, as the real server's routes for the same operations do. */
  readonly http: Http = {
    call: async (operation, input) => {
      this.requests.push(`${operation.method} ${pathOf(operation, (input as { params?: object }).params)}`);
      if (operation.method !== 'GET') return this.answerWrite(operation, input as object) as never;
      // The answer is computed now (as the server reads it) but may be handed over later.
      const answer = this.answerRead(operation, input as object);
      if (this.holdGets) await new Promise<void>((resolve) => this.held.push(resolve));
      return answer as never;
    },
  };

  private answerRead(operation: Operation, input: object): HttpResult {
    if (operation === OPERATIONS.syncChanges) {
      const { since, limit = 1000 } = (input as CallInput<typeof OPERATIONS.syncChanges>).query ?? { since: 0 };
      const after = this.log.filter((c) => c.seq > since);
      const page: ChangesPage = { changes: after.slice(0, limit), head: this.head, hasMore: after.length > limit };
      return { body: page, head: this.head };
    }
    if (operation === OPERATIONS.guideTodos) {
      // As the server: open todos in (date, id) order, a page at a time, after a keyset cursor.
      const { params, query = {} } = input as CallInput<typeof OPERATIONS.guideTodos>;
      const after = query['after-date'] !== undefined ? [query['after-date'], query['after-id'] ?? ''] : undefined;
      const data = [...this.todos.values()]
        .filter((t) => t.userId === params.guideId && !t.completedAt)
        .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
        .filter((t) => !after || t.date > after[0]! || (t.date === after[0] && t.id > after[1]!))
        .slice(0, query['page-size'] ?? 100);
      return { body: { data: structuredClone(data) }, head: this.head };
    }
    if (operation === OPERATIONS.getUser) {
      const { userId } = (input as CallInput<typeof OPERATIONS.getUser>).params;
      const user = this.tables.user.get(userId);
      if (!user) throw { status: 404, body: { statusCode: 404, message: 'No record found' } };
      const mine = <K extends 'phoneNumber' | 'emailAddress' | 'address'>(kind: K) =>
        [...this.tables[kind].values()].filter((row) => row.memberId === userId);
      return {
        body: structuredClone({
          ...user,
          phoneNumbers: mine('phoneNumber'),
          emailAddresses: mine('emailAddress'),
          addresses: mine('address'),
        }),
        head: this.head,
      };
    }
    if (operation === OPERATIONS.feedItems)
      return { body: this.feedPage((input as CallInput<typeof OPERATIONS.feedItems>).query!), head: this.head };
    if (operation === OPERATIONS.memberStatusEvents) {
      const { memberId } = (input as CallInput<typeof OPERATIONS.memberStatusEvents>).params;
      return {
        body: {
          data: structuredClone([...this.tables.memberStatusEvent.values()].filter((e) => e.memberId === memberId)),
        },
        head: this.head,
      };
    }
    if (operation === OPERATIONS.alerts) {
      const memberId = (input as CallInput<typeof OPERATIONS.alerts>).query?.memberId;
      return {
        body: {
          data: structuredClone(
            [...this.tables.alert.values()].filter((a) => a.memberId === null || a.memberId === memberId),
          ),
        },
        head: this.head,
      };
    }
    if (operation === OPERATIONS.memberList)
      return { body: this.memberPage((input as CallInput<typeof OPERATIONS.memberList>).query ?? {}), head: this.head };
    if (operation === OPERATIONS.memberChangeLogs) {
      const { params, query = {} } = input as CallInput<typeof OPERATIONS.memberChangeLogs>;
      const entries = [...this.tables.memberChangeLog.values()].filter((e) => e.memberId === params.memberId).reverse();
      const start = query['after-id'] ? entries.findIndex((e) => e.id === query['after-id']) + 1 : 0;
      const size = query['page-size'] ?? 100;
      return {
        body: { data: structuredClone(entries.slice(start, start + size)), hasMore: start + size < entries.length },
        head: this.head,
      };
    }
    if (
      operation === OPERATIONS.memberConsentTerms ||
      operation === OPERATIONS.memberConsentAnswers ||
      operation === OPERATIONS.memberConsentHistory
    ) {
      const { memberId } = (input as CallInput<typeof OPERATIONS.memberConsentTerms>).query!;
      const member = this.tables.user.get(memberId);
      if (!member) throw notFound();
      const rows =
        operation === OPERATIONS.memberConsentTerms
          ? [...this.tables.consentTerm.values()].filter((term) => term.clientId === member.clientId)
          : operation === OPERATIONS.memberConsentAnswers
            ? [...this.tables.consent.values()].filter((answer) => answer.memberId === memberId)
            : [...this.tables.consentSubmission.values()].filter((entry) => entry.memberId === memberId);
      return { body: { data: structuredClone(rows) }, head: this.head };
    }
    const scheduled = answerScheduledEventRead(this, operation, input as never);
    if (scheduled) return scheduled;
    const transfers = answerTransferRead(this, operation, input as never);
    if (transfers) return transfers;
    const statusChanges = answerStatusChangeRead(this, operation, input as never);
    if (statusChanges) return statusChanges;
    const surveys = answerSurveyRead(this, operation, input as never);
    if (surveys) return surveys;
    const resources = answerResourceRead(this, operation, input);
    if (resources) return resources;
    const callsPage = answerCallsPageRead(this, operation, input as never);
    if (callsPage) return callsPage;
    const telephony = answerTelephonyRead(this, operation, input as never);
    if (telephony) return telephony;
    const needs = answerNeedRead(this, operation, input as never);
    if (needs) return needs;
    const hospitalizations = answerHospitalizationRead(this, operation, input);
    if (hospitalizations) return hospitalizations;
    if (operation === OPERATIONS.team) {
      const guides = [...this.tables.user.values()].filter((u) => GUIDE_ROLES.includes(u.role as Role));
      return {
        body: { data: structuredClone(guides.map((u) => ({ ...u, guideId: u.id, guideName: u.name }))) },
        head: this.head,
      };
    }
    throw { status: 404, body: { statusCode: 404, message: `The fake backend does not serve ${operation.path}` } };
  }

  /** As the server: a member's feed items newest first, after a keyset cursor, each with its message. */
  private feedPage(query: NonNullable<CallInput<typeof OPERATIONS.feedItems>['query']>) {
    const items = [...this.tables.feedItem.values()]
      .filter((f) => f.memberId === query.userId && (!query.type || query.type.includes(f.externalItemType)))
      .sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id.localeCompare(a.id));
    const start = query['after-item-id'] ? items.findIndex((f) => f.id === query['after-item-id']) + 1 : 0;
    const size = query['page-size'] ?? 100;
    const data = items.slice(start, start + size).map((f) => ({
      ...f,
      message: f.externalItemId ? (this.tables.smsMessage.get(f.externalItemId) ?? null) : null,
    }));
    return { data: structuredClone(data), hasMore: start + size < items.length };
  }

  /** As the server: members matching the search, by last then first name (then id), cut at `page-start`. */
  private memberPage(query: NonNullable<CallInput<typeof OPERATIONS.memberList>['query']>) {
    const term = query.searchTerm?.toLowerCase() ?? '';
    const matching = [...this.tables.user.values()]
      .filter((u) => u.role === 'PATIENT' && u.name.toLowerCase().includes(term))
      .sort(
        (a, b) =>
          a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id),
      );
    if (query.orderDirection === 'DESC') matching.reverse();
    const start = query['page-start'] ?? 0;
    const data = matching.slice(start, start + (query['page-size'] ?? 10));
    return { data: structuredClone(data), ...(query.includeCount ? { count: matching.length } : {}) };
  }

  /** As server/consent/submissions.ts: the history entry, then the member's answer (last: it confirms the write). */
  private answerConsent(body: CallInput<typeof OPERATIONS.recordStaffConsent>['body']): HttpResult {
    const term = this.tables.consentTerm.get(body.termId);
    if (!term || !this.tables.user.get(body.memberId)) throw notFound();
    const at = '2026-11-21T12:00:00.000Z';
    const id = `s${nextSubmission++}`;
    this.upsert('consentSubmission', {
      id,
      memberId: body.memberId,
      termId: term.id,
      consented: body.consented,
      createdAt: at,
      ipAddress: '127.0.0.1',
      consentLinkId: null,
      consentIdentityId: body.consentIdentityId ?? null,
      languageCode: 'en',
      internalSubmitterUserId: 'g1',
    });
    const change = this.upsert('consent', {
      id: `${body.memberId}:${term.id}`,
      memberId: body.memberId,
      termId: term.id,
      termKey: term.key,
      consented: body.consented,
      updatedAt: at,
      lastSubmissionId: id,
    });
    return { body: { data: change.data }, seq: change.seq };
  }

  private async answerWrite(operation: Operation, input: object): Promise<HttpResult> {
    await Promise.resolve();
    if (this.failNextPost) {
      const failure = this.failNextPost;
      this.failNextPost = undefined;
      throw { status: failure.status, body: { statusCode: failure.status, message: failure.message } };
    }
    // As the server's validation: a body the contract refuses is a 400 with property errors, and nothing is written.
    const body = (input as { body?: unknown }).body;
    if (operation.body) {
      const out = operation.body(body ?? {});
      if (out instanceof type.errors)
        throw refusal(
          out.map((e) => ({ property: e.path.map(String).join('.') || 'body', constraints: { [e.code]: e.message } })),
        );
    }
    const scheduledEvent = answerScheduledEventWrite(this, operation, input as never);
    if (scheduledEvent) return scheduledEvent;
    const noteOrVisit = answerNoteVisitWrite(this, operation, input as never);
    if (noteOrVisit) return noteOrVisit;
    const transfer = answerTransferWrite(this, operation, input as never);
    if (transfer) return transfer;
    const statusChange = answerStatusChangeWrite(this, operation, input as never);
    if (statusChange) return statusChange;
    const survey = answerSurveyWrite(this, operation, input as never);
    if (survey) return survey;
    const callsPage = answerCallsPageWrite(this, operation, input as never);
    if (callsPage) return callsPage;
    const telephony = answerTelephonyWrite(this, operation, input as never);
    if (telephony) return telephony;
    const need = answerNeedWrite(this, operation, input as never);
    if (need) return need;
    const hospitalization = answerHospitalizationWrite(this, operation, input);
    if (hospitalization) return hospitalization;
    const memberInfo = answerMemberInfo(
      this,
      operation,
      input as { params?: Record<string, string | number>; body?: Record<string, unknown> },
    );
    if (memberInfo) return memberInfo;
    if (operation === OPERATIONS.recordStaffConsent)
      return this.answerConsent(body as CallInput<typeof OPERATIONS.recordStaffConsent>['body']);
    if (operation === OPERATIONS.dismissMemberStatus) {
      const { statusEventId } = (input as CallInput<typeof OPERATIONS.dismissMemberStatus>).params;
      const change = this.remove('memberStatusEvent', statusEventId);
      return { body: { id: statusEventId }, seq: change.seq };
    }
    if (operation !== OPERATIONS.snoozeTodo)
      throw { status: 404, body: { statusCode: 404, message: `The fake backend does not serve ${operation.path}` } };
    const { todoId } = (input as CallInput<typeof OPERATIONS.snoozeTodo>).params;
    const todo = this.todos.get(todoId);
    if (!todo) throw { status: 404, body: { statusCode: 404, message: 'No record found' } };
    const change = this.upsert('todo', { ...todo, completedAt: '2026-11-21T12:00:00.000Z' });
    return { body: change.data, seq: change.seq };
  }
}

/** The next id the fake gives a recorded consent answer. */
let nextSubmission = 1;

/** The next id the fake gives an added phone (phone ids are the server's numbers). */
let nextPhoneId = 1000;

/**
 * As server/routes/member-info.ts: contact details and personal information, with the same primary
 * rules and the same changes in the same order (file updates, rows beside, the row itself last).
 */
function answerMemberInfo(
  backend: FakeBackend,
  operation: Operation,
  input: { params?: Record<string, string | number>; body?: Record<string, unknown> },
): HttpResult | undefined {
  const written: ChangeRow[] = [];
  const answer = (body: unknown): HttpResult => ({ body, ...(written.length ? { seq: written.at(-1)!.seq } : {}) });
  const params = input.params ?? {};
  const body = input.body ?? {};
  const table = <K extends ContactKind>(kind: K) => backend.tables[kind] as Map<string, EntityShape<K>>;
  const mine = (kind: ContactKind, memberId: string) =>
    [...table(kind).values()].filter((row: ContactRow) => row.memberId === memberId);
  const fileUpdate = (
    memberId: string,
    subject: MemberChangeSubject,
    subjectId: string,
    action: 'created' | 'updated' | 'deleted',
    before: object | null,
    after: object | null,
  ) => {
    const text = (row: object | null, field: string) => {
      const value = (row as Record<string, unknown> | null)?.[field];
      return value === null || value === undefined ? null : String(value);
    };
    const fields: readonly (readonly [string, string])[] = MEMBER_CHANGE_FIELDS[subject];
    const detailedChanges = fields.flatMap(([field, label]) =>
      text(before, field) === text(after, field)
        ? []
        : [{ field, label, oldValue: text(before, field), newValue: text(after, field) }],
    );
    const id = `log-${backend.log.length + 1}`;
    written.push(
      backend.upsert('memberChangeLog', {
        id,
        memberId,
        createdAt: '2026-11-21T12:00:00.000Z',
        changedById: 'g1',
        changedByName: 'Grace Guide',
        subject,
        subjectId,
        label: MEMBER_CHANGE_SUBJECT_LABELS[subject],
        action,
        detailedChanges,
      }),
    );
  };
  const put = <K extends ContactKind>(kind: K, row: EntityShape<K>, subject: K, before: EntityShape<K> | null) => {
    fileUpdate(row.memberId, subject, row.id, before ? 'updated' : 'created', before, row);
    written.push(backend.upsert(kind, row));
  };
  const clearPrimaries = (kind: ContactKind, memberId: string, keep: string) => {
    for (const row of mine(kind, memberId))
      if (row.primary && row.id !== keep) put(kind, { ...row, primary: false } as never, kind, row as never);
  };
  const shortAddressOf = (memberId: string) => {
    const [first] = mine('address', memberId).sort(
      (a, b) => Number(b.primary) - Number(a.primary),
    ) as EntityShape<'address'>[];
    return first ? `${first.line1}, ${first.city}` : null;
  };
  const noteShortAddress = (memberId: string, before: string | null) => {
    const after = shortAddressOf(memberId);
    const user = backend.tables.user.get(memberId);
    if (user && after !== before) written.push(backend.upsert('user', { ...user, shortAddress: after }));
  };
  const remove = (kind: ContactKind, row: ContactRow) => {
    backend.tables[kind].delete(row.id);
    fileUpdate(row.memberId, kind, row.id, 'deleted', row, null);
    const [oldest] = mine(kind, row.memberId);
    if (row.primary && oldest) put(kind, { ...oldest, primary: true } as never, kind, oldest as never);
  };
  const member = (id: unknown) => {
    const user = backend.tables.user.get(String(id));
    if (!user || user.role !== 'PATIENT') throw notFound();
    return user;
  };
  const row = <K extends ContactKind>(kind: K, id: unknown) => {
    const found = table(kind).get(String(id));
    if (!found) throw notFound();
    return found;
  };

  if (operation === OPERATIONS.addPhoneNumber) {
    const { id: memberId } = member(body.memberId);
    if (mine('phoneNumber', memberId).some((p) => (p as EntityShape<'phoneNumber'>).number === body.number))
      throw refused('number', 'This phone number is already on the member’s record.');
    const primary = body.primary === true || !mine('phoneNumber', memberId).some((p) => p.primary);
    const phone: EntityShape<'phoneNumber'> = {
      id: String(nextPhoneId++),
      memberId,
      number: String(body.number),
      description: String(body.description).trim(),
      primary,
      type: 'mobile',
      carrier: 'Verizon Wireless',
      doNotContactReason: null,
    };
    if (primary) clearPrimaries('phoneNumber', memberId, phone.id);
    put('phoneNumber', phone, 'phoneNumber', null);
    return answer(phone);
  }
  if (operation === OPERATIONS.updatePhoneNumber) {
    const phone = row('phoneNumber', params.phoneId);
    if (body.number !== undefined && body.number !== phone.number)
      throw refused('number', 'The phone number cannot be edited.');
    if (body.primary === false && phone.primary)
      throw refused('primary', 'The primary phone number stays primary until another one is made primary.');
    const next = {
      ...phone,
      ...(body.description !== undefined ? { description: String(body.description).trim() } : {}),
      ...(body.primary ? { primary: true } : {}),
    };
    if (JSON.stringify(next) === JSON.stringify(phone)) return answer(phone);
    if (next.primary) clearPrimaries('phoneNumber', phone.memberId, phone.id);
    put('phoneNumber', next, 'phoneNumber', phone);
    return answer(next);
  }
  if (operation === OPERATIONS.deletePhoneNumber) {
    const phone = row('phoneNumber', params.phoneId);
    remove('phoneNumber', phone);
    written.push(backend.remove('phoneNumber', phone.id));
    return answer({ id: phone.id });
  }
  if (operation === OPERATIONS.addEmailAddress) {
    const { id: memberId } = member(body.memberId);
    const existing = body.id ? backend.tables.emailAddress.get(String(body.id)) : undefined;
    if (existing && existing.memberId === memberId) return answer(existing);
    const address = String(body.emailAddress).trim();
    if (
      mine('emailAddress', memberId).some(
        (e) => (e as EntityShape<'emailAddress'>).emailAddress.toLowerCase() === address.toLowerCase(),
      )
    ) {
      throw refused('emailAddress', 'This email address is already on the member’s record.');
    }
    const primary = body.primary === true || !mine('emailAddress', memberId).some((e) => e.primary);
    const email: EntityShape<'emailAddress'> = {
      id: existing || !body.id ? `email-${backend.log.length + 1}` : String(body.id),
      memberId,
      emailAddress: address,
      description: (body.description as string | null | undefined) || null,
      primary,
    };
    if (primary) clearPrimaries('emailAddress', memberId, email.id);
    put('emailAddress', email, 'emailAddress', null);
    return answer(email);
  }
  if (operation === OPERATIONS.updateEmailAddress) {
    const email = row('emailAddress', params.emailId);
    if (body.primary === false && email.primary)
      throw refused('primary', 'The primary email address stays primary until another one is made primary.');
    const wanted = body.emailAddress === undefined ? undefined : String(body.emailAddress).trim();
    if (
      wanted &&
      mine('emailAddress', email.memberId).some(
        (e) =>
          e.id !== email.id && (e as EntityShape<'emailAddress'>).emailAddress.toLowerCase() === wanted.toLowerCase(),
      )
    ) {
      throw refused('emailAddress', 'This email address is already on the member’s record.');
    }
    const next = {
      ...email,
      ...(wanted !== undefined ? { emailAddress: wanted } : {}),
      ...(body.description !== undefined ? { description: (body.description as string | null) || null } : {}),
      ...(body.primary ? { primary: true } : {}),
    };
    if (JSON.stringify(next) === JSON.stringify(email)) return answer(email);
    if (next.primary) clearPrimaries('emailAddress', email.memberId, email.id);
    put('emailAddress', next, 'emailAddress', email);
    return answer(next);
  }
  if (operation === OPERATIONS.deleteEmailAddress) {
    const email = row('emailAddress', params.emailId);
    remove('emailAddress', email);
    written.push(backend.remove('emailAddress', email.id));
    return answer({ id: email.id });
  }
  const addressOf = (memberId: string, id: string, primary: boolean): EntityShape<'address'> => ({
    id,
    memberId,
    description: (body.description as string | null | undefined) || null,
    line1: String(body.line1).trim(),
    line2: (body.line2 as string | null | undefined) || null,
    city: String(body.city).trim(),
    state: String(body.state).trim().toUpperCase(),
    zip: String(body.zip).trim(),
    primary,
  });
  if (operation === OPERATIONS.addAddress) {
    const { id: memberId } = member(body.memberId);
    const existing = body.id ? backend.tables.address.get(String(body.id)) : undefined;
    if (existing && existing.memberId === memberId) return answer(existing);
    const before = shortAddressOf(memberId);
    const primary = body.primary === true || !mine('address', memberId).some((a) => a.primary);
    const address = addressOf(
      memberId,
      existing || !body.id ? `address-${backend.log.length + 1}` : String(body.id),
      primary,
    );
    if (primary) clearPrimaries('address', memberId, address.id);
    fileUpdate(memberId, 'address', address.id, 'created', null, address);
    backend.tables.address.set(address.id, address);
    noteShortAddress(memberId, before);
    written.push(backend.upsert('address', address));
    return answer(address);
  }
  if (operation === OPERATIONS.updateAddress || operation === OPERATIONS.setPrimaryAddress) {
    const address = row('address', params.addressId);
    const next =
      operation === OPERATIONS.updateAddress
        ? addressOf(address.memberId, address.id, address.primary)
        : { ...address, primary: true };
    if (JSON.stringify(next) === JSON.stringify(address)) return answer(address);
    const before = shortAddressOf(address.memberId);
    if (next.primary && !address.primary) clearPrimaries('address', address.memberId, address.id);
    fileUpdate(address.memberId, 'address', address.id, 'updated', address, next);
    backend.tables.address.set(address.id, next);
    noteShortAddress(address.memberId, before);
    written.push(backend.upsert('address', next));
    return answer(next);
  }
  if (operation === OPERATIONS.deleteAddress) {
    const address = row('address', params.addressId);
    const before = shortAddressOf(address.memberId);
    remove('address', address);
    noteShortAddress(address.memberId, before);
    written.push(backend.remove('address', address.id));
    return answer({ id: address.id });
  }
  if (operation === OPERATIONS.updatePersonalInfo) {
    const user = member(params.memberId);
    const out = OPERATIONS.updatePersonalInfo.body(body) as Record<string, unknown>;
    const patch = Object.fromEntries(
      MEMBER_CHANGE_FIELDS.personalInfo
        .map(([field]) => [field, out[field]])
        .filter(([, value]) => value !== undefined),
    );
    const next = { ...user, ...patch };
    if (JSON.stringify(next) === JSON.stringify(user)) return answer(user);
    fileUpdate(user.id, 'personalInfo', user.id, 'updated', user, next);
    written.push(backend.upsert('user', next));
    return answer(next);
  }
  return undefined;
}

/** Frames run only when the test says so. */
export function manualFrames(): { schedule: FrameScheduler; run(): void; pending(): number } {
  let queue: (() => void)[] = [];
  return {
    schedule: (callback) => void queue.push(callback),
    run() {
      const now = queue;
      queue = [];
      now.forEach((callback) => callback());
    },
    pending: () => queue.length,
  };
}

export function manualClock(start = Date.parse('2026-11-21T12:00:00Z')): Clock & { advance(ms: number): void } {
  let now = start;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
    advance(ms) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      due.forEach((t) => t.callback());
    },
  };
}

/** Lets pending promise callbacks (page loads, heals) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
