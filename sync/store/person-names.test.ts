import { describe, expect, it } from 'vitest';
import { EntityStore } from './entity-store.ts';
import type { StoreWrite } from './rows.ts';

const person = (id: string, fields: Record<string, unknown>): StoreWrite => ({
  entity: 'user',
  id,
  row: { id, ...fields },
});

/** The changes the names collection emits, by type, as a join over it would receive them. */
function watchNames(store: EntityStore) {
  const seen: string[] = [];
  store.names.collection.subscribeChanges((changes) =>
    seen.push(...changes.map((change) => `${change.type} ${change.key}`)),
  );
  return seen;
}

const namesIn = (store: EntityStore) => [...store.names.collection.values()].map((row) => [row.id, row.name]);

describe('person names', () => {
  it('follow the users: new names in, renames through, and nothing for a change that keeps the name', () => {
    const store = new EntityStore();
    const seen = watchNames(store);
    store.apply([person('m1', { name: 'Rosa Delgado' })], { kind: 'page', head: 1 });
    expect(namesIn(store)).toEqual([['m1', 'Rosa Delgado']]);
    seen.length = 0;
    // The member's last event moves (every call and text): the name stays, and nothing is written.
    store.apply([person('m1', { lastEventAt: '2026-11-21T10:00:00.000Z' })], { kind: 'change', seq: 2 });
    expect(seen).toEqual([]);
    store.apply([person('m1', { name: 'Rosa Delgado-Ruiz' })], { kind: 'change', seq: 3 });
    expect(seen).toEqual(['update m1']);
    expect(namesIn(store)).toEqual([['m1', 'Rosa Delgado-Ruiz']]);
  });

  it('go with their user, deleted or let go', () => {
    const store = new EntityStore();
    store.apply([person('m1', { name: 'Rosa Delgado' }), person('m2', { name: 'Ana Ruiz' })], {
      kind: 'page',
      head: 1,
    });
    store.apply([{ entity: 'user', id: 'm1', row: null }], { kind: 'change', seq: 2 });
    store.forget([{ entity: 'user', id: 'm2' }]);
    expect(namesIn(store)).toEqual([]);
  });
});
