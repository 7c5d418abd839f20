import { describe, expect, it } from 'vitest';
import { toQueryString } from '../api/wire.ts';
import { ENTITIES, ENTITY_KINDS, socketEventFor } from '../entities/index.ts';
import { OPERATIONS, pathOf, wireRequest } from './index.ts';

describe('operation contracts', () => {
  it('give every operation its own method and path', () => {
    const routes = Object.values(OPERATIONS).flatMap((op) =>
      [op.path, ...('alsoAt' in op ? op.alsoAt : [])].map((path) => `${op.method} ${path}`),
    );
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declare a permission or an explicit access level for every operation', () => {
    for (const [name, op] of Object.entries(OPERATIONS)) {
      expect(op.access, name).toBeDefined();
      if (typeof op.access === 'object') expect(op.access.permission, name).toMatch(/^CAN_/);
    }
  });

  it('build a concrete path with encoded parameters, and refuse a missing one', () => {
    expect(pathOf(OPERATIONS.snoozeTodo, { guideId: 'g 1', todoId: 't/2' })).toBe('/users/g%201/todos/t%2F2/snooze');
    expect(() => pathOf(OPERATIONS.snoozeTodo, { guideId: 'g1' })).toThrow(/todoId/);
  });

  it('encode a query the way the server schema parses it back', () => {
    const request = wireRequest(OPERATIONS.guideTodos, {
      params: { guideId: '5f0c6b9e-6c1f-4a9e-9d5c-3f1e2d4c5b6a' },
      query: { 'page-size': 50, includeCompleted: true, types: ['CALL_BACK', 'TEXT_BACK'] },
    });
    const search = new URLSearchParams(toQueryString(request.query));
    const parsed = OPERATIONS.guideTodos.query(Object.fromEntries(search));
    expect(parsed).toEqual({ 'page-size': 50, includeCompleted: true, types: ['CALL_BACK', 'TEXT_BACK'] });
  });
});

describe('entity definitions', () => {
  it('are registered under their own kind, and embed only known kinds', () => {
    for (const kind of ENTITY_KINDS) {
      expect(ENTITIES[kind].kind).toBe(kind);
      const embeds = Object.values((ENTITIES[kind] as { embeds?: Record<string, string> }).embeds ?? {});
      for (const embedded of embeds) expect(ENTITY_KINDS).toContain(embedded);
    }
  });

  it('name socket events as the spec does, and fall back to the generic event', () => {
    expect(socketEventFor('todo', 'upsert', true)).toBe('todo:created');
    expect(socketEventFor('todo', 'upsert', false)).toBe('todo:updated');
    expect(socketEventFor('todo', 'delete', false)).toBe('todo:deleted');
    expect(socketEventFor('consent', 'upsert', false)).toBe('change');
  });

  it("reject a change whose data does not have the kind's shape", () => {
    expect(ENTITIES.todo.schema({ id: 't1' })).toHaveProperty('summary');
  });
});
