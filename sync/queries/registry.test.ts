import { describe, expect, it } from 'vitest';
import { LIVE_QUERIES } from './index.ts';
import * as members from './members.ts';

describe('the live query registry', () => {
  it("holds every query an area module exports, each under its own name, and none of the modules' other exports", () => {
    for (const [key, definition] of Object.entries(LIVE_QUERIES)) expect(definition.name).toBe(key);
    // members.ts exports its query and the page helper the map's queries share: only the query is registered.
    expect(Object.keys(members)).toContain('memberListPage');
    expect(LIVE_QUERIES).toHaveProperty('memberList', members.memberList);
    expect(LIVE_QUERIES).not.toHaveProperty('memberListPage');
  });
});
