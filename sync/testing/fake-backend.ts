/**
 * A hand-driven backend for engine tests: a tiny in-memory server with todos and a change log,
 * an Http port whose answers the test can hold back, and a socket the test delivers events on
 * (or drops, duplicates, reorders) one by one.
 */
import { ENTITY_KINDS, GUIDE_ROLES, OPERATIONS, pathOf, type Role, type CallInput, type ChangeRow, type ChangesPage, type EntityKind, type EntityShape, type Operation } from '../../domain/index.ts';
import type { ChangeSource, Clock, ConnectionStatus, FrameScheduler, Http, HttpResult } from '../ports.ts';

export type FakeTodo = EntityShape<'todo'>;

export function makeTodo(id: string, overrides: Partial<FakeTodo> = {}): FakeTodo {
  return { id, userId: 'g1', memberId: 'm1', type: 'CALL_BACK', date: '2026-11-20T10:00:00.000Z', completedAt: null, snoozedUntil: null, externalItemType: null, externalItemId: null, scheduledEventId: null, member: { id: 'm1', name: 'Rosa Delgado', firstName: 'Rosa', lastName: 'Delgado' }, ...overrides };
}

type Tables = { [K in EntityKind]: Map<string, EntityShape<K>> };

export function makeMember(id: string, firstName: string, lastName: string, overrides: Partial<EntityShape<'user'>> = {}): EntityShape<'user'> {
  return { id, name: `${firstName} ${lastName}`, firstName, lastName, role: 'PATIENT', clientId: 'c1', assignedGuideId: 'g1', memberStatusId: 1, memberStageId: 1, outreachPhase: null, lastEventAt: null, lastEventType: null, shortAddress: '1 Main St, Springfield', ...overrides };
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
      const mine = <K extends 'phoneNumber' | 'emailAddress' | 'address'>(kind: K) => [...this.tables[kind].values()].filter((row) => row.memberId === userId);
      return { body: structuredClone({ ...user, phoneNumbers: mine('phoneNumber'), emailAddresses: mine('emailAddress'), addresses: mine('address') }), head: this.head };
    }
    if (operation === OPERATIONS.feedItems) return { body: this.feedPage((input as CallInput<typeof OPERATIONS.feedItems>).query!), head: this.head };
    if (operation === OPERATIONS.memberStatusEvents) {
      const { memberId } = (input as CallInput<typeof OPERATIONS.memberStatusEvents>).params;
      return { body: { data: structuredClone([...this.tables.memberStatusEvent.values()].filter((e) => e.memberId === memberId)) }, head: this.head };
    }
    if (operation === OPERATIONS.alerts) {
      const memberId = (input as CallInput<typeof OPERATIONS.alerts>).query?.memberId;
      return { body: { data: structuredClone([...this.tables.alert.values()].filter((a) => a.memberId === null || a.memberId === memberId)) }, head: this.head };
    }
    if (operation === OPERATIONS.memberList) return { body: this.memberPage((input as CallInput<typeof OPERATIONS.memberList>).query ?? {}), head: this.head };
    if (operation === OPERATIONS.team) {
      const guides = [...this.tables.user.values()].filter((u) => GUIDE_ROLES.includes(u.role as Role));
      return { body: { data: structuredClone(guides.map((u) => ({ ...u, guideId: u.id, guideName: u.name }))) }, head: this.head };
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
    const data = items.slice(start, start + size).map((f) => ({ ...f, message: f.externalItemId ? (this.tables.smsMessage.get(f.externalItemId) ?? null) : null }));
    return { data: structuredClone(data), hasMore: start + size < items.length };
  }

  /** As the server: members matching the search, by last then first name (then id), cut at `page-start`. */
  private memberPage(query: NonNullable<CallInput<typeof OPERATIONS.memberList>['query']>) {
    const term = query.searchTerm?.toLowerCase() ?? '';
    const matching = [...this.tables.user.values()]
      .filter((u) => u.role === 'PATIENT' && u.name.toLowerCase().includes(term))
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id));
    if (query.orderDirection === 'DESC') matching.reverse();
    const start = query['page-start'] ?? 0;
    const data = matching.slice(start, start + (query['page-size'] ?? 10));
    return { data: structuredClone(data), ...(query.includeCount ? { count: matching.length } : {}) };
  }

  private async answerWrite(operation: Operation, input: object): Promise<HttpResult> {
    await Promise.resolve();
    if (this.failNextPost) {
      const failure = this.failNextPost;
      this.failNextPost = undefined;
      throw { status: failure.status, body: { statusCode: failure.status, message: failure.message } };
    }
    if (operation === OPERATIONS.dismissMemberStatus) {
      const { statusEventId } = (input as CallInput<typeof OPERATIONS.dismissMemberStatus>).params;
      const change = this.remove('memberStatusEvent', statusEventId);
      return { body: { id: statusEventId }, seq: change.seq };
    }
    if (operation !== OPERATIONS.snoozeTodo) throw { status: 404, body: { statusCode: 404, message: `The fake backend does not serve ${operation.path}` } };
    const { todoId } = (input as CallInput<typeof OPERATIONS.snoozeTodo>).params;
    const todo = this.todos.get(todoId);
    if (!todo) throw { status: 404, body: { statusCode: 404, message: 'No record found' } };
    const change = this.upsert('todo', { ...todo, completedAt: '2026-11-21T12:00:00.000Z' });
    return { body: change.data, seq: change.seq };
  }
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
