import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../domain/index.ts';
import { mutationsIn } from './define.ts';
import * as docket from './docket.ts';
import { MUTATIONS } from './index.ts';

describe('the write registry', () => {
  it("holds every write an area module exports under its export name, and none of a module's other exports", () => {
    expect(MUTATIONS.snoozeTodo).toBe(docket.snoozeTodo);
    expect(MUTATIONS.snoozeTodo.operation).toBe(OPERATIONS.snoozeTodo);
    // A module's helper that looks like a write (an operation and functions) but was not made by defineMutation.
    const lookalike = {
      operation: OPERATIONS.snoozeTodo,
      request: () => ({}),
      optimistic: () => undefined,
      confirms: () => ({}),
    };
    expect(Object.keys(mutationsIn({ ...docket, lookalike, PAGE: 25 }))).toEqual(Object.keys(docket));
  });
});
