import { describe, expect, it } from 'vitest';
import { EntityStore } from './entity-store.ts';
import type { StoreWrite } from './rows.ts';

const person = (id: string, fields: Record<string, unknown>): StoreWrite => ({
  entity: 'user',
  id,
  row: { id, ...fields },
});
const todo = (id: string, memberId: string | null): StoreWrite => ({
  entity: 'todo',
  id,
  row: { id, userId: 'g1', memberId, type: 'CALL_BACK', date: '2026-12-05T10:00:00.000Z' } as { id: string },
});

/** The changes the todos emit, as a query over them would receive them. */
function watch(store: EntityStore) {
  const seen: string[] = [];
  store.collections.todo.subscribeChanges(
    (changes) => seen.push(...changes.map((change) => `${change.type} ${change.key}`)),
    { includeInitialState: false },
  );
  return seen;
}

const nameOf = (store: EntityStore, id: string) => store.collections.todo.get(id)?.memberName;

describe('person names on the rows that name them', () => {
  it('fill in as the person arrives, follow a rename, and write nothing for a change that keeps the name', () => {
    const store = new EntityStore();
    // A todo whose member the store has not seen yet: no name until the member arrives.
    store.apply([todo('t1', 'm1')], { kind: 'page', head: 1 });
    expect(nameOf(store, 't1')).toBeNull();
    store.apply([person('m1', { name: 'Rosa Delgado' }), todo('t2', 'm1')], { kind: 'page', head: 2 });
    expect([nameOf(store, 't1'), nameOf(store, 't2')]).toEqual(['Rosa Delgado', 'Rosa Delgado']);

    const seen = watch(store);
    // The member's last event moves (every call and text): the name stays, and no todo is written.
    store.apply([person('m1', { lastEventAt: '2026-11-21T10:00:00.000Z' })], { kind: 'change', seq: 3 });
    expect(seen).toEqual([]);
    store.apply([person('m1', { name: 'Rosa Delgado-Ruiz' })], { kind: 'change', seq: 4 });
    expect(seen.sort()).toEqual(['update t1', 'update t2']);
    expect(nameOf(store, 't2')).toBe('Rosa Delgado-Ruiz');
  });

  it('go with their person, deleted or let go, and leave the rows that name someone else', () => {
    const store = new EntityStore();
    store.apply(
      [person('m1', { name: 'Rosa Delgado' }), person('m2', { name: 'Ana Ruiz' }), todo('t1', 'm1'), todo('t2', 'm2')],
      { kind: 'page', head: 1 },
    );
    store.apply([{ entity: 'user', id: 'm1', row: null }], { kind: 'change', seq: 2 });
    expect([nameOf(store, 't1'), nameOf(store, 't2')]).toEqual([null, 'Ana Ruiz']);
    store.forget([{ entity: 'user', id: 'm2' }]);
    expect(nameOf(store, 't2')).toBeNull();
  });

  it('follow a row that changes whom it names, and stop following a deleted row', () => {
    const store = new EntityStore();
    store.apply([person('m1', { name: 'Rosa Delgado' }), person('m2', { name: 'Ana Ruiz' }), todo('t1', 'm1')], {
      kind: 'page',
      head: 1,
    });
    store.apply([todo('t1', 'm2')], { kind: 'change', seq: 2 });
    expect(nameOf(store, 't1')).toBe('Ana Ruiz');
    const seen = watch(store);
    // The todo no longer names m1: renaming m1 writes nothing to it.
    store.apply([person('m1', { name: 'Rosa D.' })], { kind: 'change', seq: 3 });
    expect(seen).toEqual([]);
    store.apply([{ entity: 'todo', id: 't1', row: null }], { kind: 'change', seq: 4 });
    seen.length = 0;
    store.apply([person('m2', { name: 'Ana R.' })], { kind: 'change', seq: 5 });
    expect(seen).toEqual([]);
  });

  it("fill a member's guide from the same page, whichever of the two comes first, writing the member once when the guide leads", () => {
    const store = new EntityStore();
    const writes: string[] = [];
    store.collections.user.subscribeChanges(
      (changes) => writes.push(...changes.map((change) => `${change.type} ${change.key}`)),
      { includeInitialState: false },
    );
    store.apply([person('g1', { name: 'Gina Guide' }), person('m1', { name: 'Rosa', assignedGuideId: 'g1' })], {
      kind: 'page',
      head: 1,
    });
    expect(store.collections.user.get('m1')?.assignedGuideName).toBe('Gina Guide');
    expect(writes).toEqual(['insert g1', 'insert m1']);
    // The guide after the member: the member is filled in once the guide is in.
    store.apply([person('m2', { name: 'Ana', assignedGuideId: 'g2' }), person('g2', { name: 'Gil Guide' })], {
      kind: 'page',
      head: 2,
    });
    expect(store.collections.user.get('m2')?.assignedGuideName).toBe('Gil Guide');
    // A summary of a person (as a todo embeds them) names nobody: no guide's name field.
    expect(store.collections.user.get('g1')).not.toHaveProperty('assignedGuideName');
  });

  it("fill each of a call's people: the member, who called and who was called", () => {
    const store = new EntityStore();
    store.apply(
      [
        person('m1', { name: 'Rosa Delgado' }),
        person('g1', { name: 'Gina Guide' }),
        {
          entity: 'call',
          id: 'c1',
          row: { id: 'c1', memberId: 'm1', originatorUserId: 'g1', receiverUserId: null, status: 'ENDED' } as {
            id: string;
          },
        },
      ],
      { kind: 'page', head: 1 },
    );
    const call = store.collections.call.get('c1');
    expect([call?.memberName, call?.originatorName, call?.receiverName]).toEqual(['Rosa Delgado', 'Gina Guide', null]);
  });
});
