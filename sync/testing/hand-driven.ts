/**
 * A hand-driven change source for the engine's protocol, ordering, fault and property tests: a
 * change log the test writes rows into, a socket it delivers them on one by one (or drops,
 * duplicates, reorders), and an HTTP port whose reads it can hold back and whose next write it can
 * fail. It knows no server rule: it answers the change log, the docket's todos and a few plain
 * lists by keyset as every list answers, and any other call only as the test says (`serve`).
 * Tests of what the server does run on the real server instead (server-engine.ts).
 */
import {
  ENTITY_KINDS,
  GUIDE_ROLES,
  OPERATIONS,
  pathOf,
  type CallInput,
  type ChangeRow,
  type ChangesPage,
  type EntityKind,
  type EntityShape,
  type Operation,
  type Role,
} from '../../domain/index.ts';
import type { ChangeSource, ConnectionStatus, Http, HttpResult } from '../ports.ts';

export { manualClock, manualFrames, settle } from './manual-ports.ts';

export type TestTodo = EntityShape<'todo'>;

export function makeTodo(id: string, overrides: Partial<TestTodo> = {}): TestTodo {
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

type Tables = { [K in EntityKind]: Map<string, EntityShape<K>> };
/** What the test answers a call with (a thrown `{ status, body }` is the API's refusal). */
export type Answer = (input: CallInput<Operation>) => HttpResult | Promise<HttpResult>;

const notFound = (what: string) => ({ status: 404, body: { statusCode: 404, message: what } });

export class HandDrivenBackend {
  /** The rows, one table per entity kind of domain/entities. */
  readonly tables = Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, new Map()])) as unknown as Tables;
  readonly log: ChangeRow[] = [];
  /**
   * Socket messages written but not yet delivered, in emission order: one per change, or one per
   * `transaction` (as the server sends a committed transaction's changes together).
   */
  readonly outbox: ChangeRow[][] = [];
  /** The message a running `transaction` gathers its changes into. */
  private gathering: ChangeRow[] | undefined;
  readonly requests: string[] = [];
  /** While true, GETs wait until `release()`: lets a test interleave events before a page lands. */
  holdGets = false;
  private held: (() => void)[] = [];
  /** The next write is refused with this status and message. */
  failNextPost: { status: number; message: string } | undefined;
  private answers = new Map<Operation, Answer>();
  private changeListeners: ((changes: readonly ChangeRow[]) => void)[] = [];
  private statusListeners: ((s: ConnectionStatus) => void)[] = [];

  get head(): number {
    return this.log.length;
  }

  get todos(): Map<string, EntityShape<'todo'>> {
    return this.tables.todo;
  }

  /** Answers `operation` as the test says, from now on. */
  serve<O extends Operation>(operation: O, answer: (input: CallInput<O>) => HttpResult | Promise<HttpResult>): void {
    this.answers.set(operation, answer as Answer);
  }

  /** A write elsewhere of a todo: changes the table and queues its socket event. */
  write(todo: TestTodo | { id: string; deleted: true }): ChangeRow {
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
    if (this.gathering) this.gathering.push(change);
    else this.outbox.push([change]);
    return change;
  }

  /** The changes `work` writes go out as one socket message, as a server transaction's do. */
  transaction<T>(work: () => T): T {
    const message: ChangeRow[] = [];
    this.gathering = message;
    try {
      return work();
    } finally {
      this.gathering = undefined;
      if (message.length) this.outbox.push(message);
    }
  }

  deliverNext(): void {
    const message = this.outbox.shift();
    if (message) this.emit(message);
  }

  deliverAll(): void {
    while (this.outbox.length) this.deliverNext();
  }

  dropNext(): void {
    this.outbox.shift();
  }

  /** Delivers a message (a change, or a transaction's changes) on the socket, whatever the outbox holds. */
  emit(message: ChangeRow | readonly ChangeRow[]): void {
    const changes = 'seq' in message ? [message] : message;
    this.changeListeners.forEach((l) => l(changes));
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
    onChanges: (listener) => void this.changeListeners.push(listener),
    onStatus: (listener) => void this.statusListeners.push(listener),
  };

  readonly http: Http = {
    call: async (operation, input) => {
      this.requests.push(`${operation.method} ${pathOf(operation, (input as { params?: object }).params)}`);
      if (operation.method !== 'GET') return (await this.answerWrite(operation, input as object)) as never;
      // The answer is computed now (as a server reads it) but may be handed over later.
      const answer = this.answerRead(operation, input as object);
      if (this.holdGets) await new Promise<void>((resolve) => this.held.push(resolve));
      return (await answer) as never;
    },
  };

  private async answerWrite(operation: Operation, input: object): Promise<HttpResult> {
    await Promise.resolve();
    if (this.failNextPost) {
      const failure = this.failNextPost;
      this.failNextPost = undefined;
      throw { status: failure.status, body: { statusCode: failure.status, message: failure.message } };
    }
    const answer = this.answers.get(operation);
    if (answer) return answer(input as CallInput<Operation>);
    if (operation !== OPERATIONS.snoozeTodo) throw notFound(`The hand-driven backend does not serve ${operation.path}`);
    // Snoozing completes the todo, enough for the protocol tests (the docket's own rules are the server's).
    const { todoId } = (input as CallInput<typeof OPERATIONS.snoozeTodo>).params;
    const todo = this.todos.get(todoId);
    if (!todo) throw notFound('No record found');
    const change = this.upsert('todo', { ...todo, completedAt: '2026-11-21T12:00:00.000Z' });
    return { body: change.data, seq: change.seq };
  }

  private answerRead(operation: Operation, input: object): HttpResult | Promise<HttpResult> {
    const answer = this.answers.get(operation);
    if (answer) return answer(input as CallInput<Operation>);
    const page = (data: unknown[], more: object = {}): HttpResult => ({
      body: { data: structuredClone(data), ...more },
      head: this.head,
    });
    if (operation === OPERATIONS.syncChanges) {
      const { since, limit = 1000 } = (input as CallInput<typeof OPERATIONS.syncChanges>).query ?? { since: 0 };
      const after = this.log.filter((c) => c.seq > since);
      const changes: ChangesPage = { changes: after.slice(0, limit), head: this.head, hasMore: after.length > limit };
      return { body: changes, head: this.head };
    }
    if (operation === OPERATIONS.guideTodos) {
      // The guide's open todos in (date, id) order, a page at a time, after a keyset cursor.
      const { params, query = {} } = input as CallInput<typeof OPERATIONS.guideTodos>;
      const after = query['after-date'] !== undefined ? [query['after-date'], query['after-id'] ?? ''] : undefined;
      const data = [...this.todos.values()]
        .filter((t) => t.userId === params.guideId && !t.completedAt)
        .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
        .filter((t) => !after || t.date > after[0]! || (t.date === after[0] && t.id > after[1]!))
        .slice(0, query['page-size'] ?? 100);
      return page(data);
    }
    if (operation === OPERATIONS.feedItems) {
      // A member's items newest first, after a keyset cursor, each with its message.
      const query = (input as CallInput<typeof OPERATIONS.feedItems>).query!;
      const items = [...this.tables.feedItem.values()]
        .filter((f) => f.memberId === query.userId && (!query.type || query.type.includes(f.externalItemType)))
        .sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id.localeCompare(a.id));
      const start = query['after-item-id'] ? items.findIndex((f) => f.id === query['after-item-id']) + 1 : 0;
      const size = query['page-size'] ?? 100;
      const data = items.slice(start, start + size).map((f) => ({
        ...f,
        message: f.externalItemId ? (this.tables.smsMessage.get(f.externalItemId) ?? null) : null,
      }));
      return page(data, { hasMore: start + size < items.length });
    }
    if (operation === OPERATIONS.memberList) {
      // Members whose name holds the search, by last then first name (then id), cut at `page-start`.
      const query = (input as CallInput<typeof OPERATIONS.memberList>).query ?? {};
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
      return page(data, query.includeCount ? { count: matching.length } : {});
    }
    if (operation === OPERATIONS.team) {
      const guides = [...this.tables.user.values()].filter((u) => GUIDE_ROLES.includes(u.role as Role));
      return page(guides.map((u) => ({ ...u, guideId: u.id, guideName: u.name })));
    }
    throw notFound(`The hand-driven backend does not serve ${operation.path}`);
  }
}
