/**
 * A hand-driven backend for engine tests: a tiny in-memory server with todos and a change log,
 * an Http port whose answers the test can hold back, and a socket the test delivers events on
 * (or drops, duplicates, reorders) one by one.
 */
import type { ChangeRow, ChangesPage } from '../../domain/index.ts';
import type { ChangeSource, Clock, ConnectionStatus, FrameScheduler, Http, HttpResult, QueryValue } from '../ports.ts';

export interface FakeTodo {
  id: string;
  userId: string;
  memberId: string | null;
  type: string;
  date: string;
  completedAt: string | null;
  snoozedUntil: string | null;
  externalItemType: null;
  externalItemId: null;
  scheduledEventId: null;
  member?: { id: string; name: string } | null;
}

export function makeTodo(id: string, overrides: Partial<FakeTodo> = {}): FakeTodo {
  return { id, userId: 'g1', memberId: 'm1', type: 'CALL_BACK', date: '2026-11-20T10:00:00.000Z', completedAt: null, snoozedUntil: null, externalItemType: null, externalItemId: null, scheduledEventId: null, member: { id: 'm1', name: 'Rosa Delgado' }, ...overrides };
}

export class FakeBackend {
  readonly todos = new Map<string, FakeTodo>();
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

  /** A server-side write: changes the state and queues its socket event. */
  write(todo: FakeTodo | { id: string; deleted: true }): ChangeRow {
    const deleted = 'deleted' in todo;
    if (deleted) this.todos.delete(todo.id);
    else this.todos.set(todo.id, todo);
    const change: ChangeRow = { seq: this.log.length + 1, entity: 'todo', id: todo.id, op: deleted ? 'delete' : 'upsert', data: deleted ? null : { ...todo } };
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

  readonly http: Http = {
    get: async <T>(path: string, query: Record<string, QueryValue> = {}): Promise<HttpResult<T>> => {
      this.requests.push(`GET ${path}`);
      // The answer is computed now (as the server reads it) but may be handed over later.
      const answer = this.answerGet(path, query);
      if (this.holdGets) await new Promise<void>((resolve) => this.held.push(resolve));
      return answer as HttpResult<T>;
    },
    post: async <T>(path: string): Promise<HttpResult<T>> => {
      this.requests.push(`POST ${path}`);
      await Promise.resolve();
      if (this.failNextPost) {
        const failure = this.failNextPost;
        this.failNextPost = undefined;
        throw { status: failure.status, body: { statusCode: failure.status, message: failure.message } };
      }
      const todoId = path.split('/')[4] ?? '';
      const todo = this.todos.get(todoId);
      if (!todo) throw { status: 404, body: { statusCode: 404, message: 'No record found' } };
      const change = this.write({ ...todo, completedAt: '2026-11-21T12:00:00.000Z' });
      return { body: change.data as T, seq: change.seq };
    },
  };

  private answerGet(path: string, query: Record<string, QueryValue>): HttpResult {
    if (path === '/sync/changes') {
      const since = Number(query.since ?? 0);
      const limit = Number(query.limit ?? 1000);
      const after = this.log.filter((c) => c.seq > since);
      const page: ChangesPage = { changes: after.slice(0, limit), head: this.head, hasMore: after.length > limit };
      return { body: page, head: this.head };
    }
    const guide = path.split('/')[2];
    const data = [...this.todos.values()].filter((t) => t.userId === guide && !t.completedAt);
    return { body: { data: structuredClone(data) }, head: this.head };
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
