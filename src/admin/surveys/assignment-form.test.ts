import { describe, expect, it } from 'vitest';
import { configurationOf, dueAtConfigOf, matchingMembers, valuesOf } from './assignment-form.ts';

const CLIENT = '0b8f7b1e-4f6a-4c55-9d4f-3a1c2b3d4e51';
const SEGMENT = '1c8f7b1e-4f6a-4c55-9d4f-3a1c2b3d4e51';

describe('the Assignment Criteria form', () => {
  it('goes to the body and back unchanged', () => {
    const config = {
      clientIds: [CLIENT],
      segmentIds: [SEGMENT],
      stageIds: [2, 3],
      availableWindow: { start: '2026-03-01', end: null },
    };
    const due = {
      offsetValue: 'averageDaysInProgram' as const,
      maxMonth: 6 as const,
      fixedDate: null,
      segmentOverrides: [{ segmentId: SEGMENT, offsetValue: 90 as const, maxMonth: null }],
    };
    const values = valuesOf(config, due);
    expect(values).toMatchObject({
      stageIds: ['2', '3'],
      windowEnd: '',
      offsetValue: 'averageDaysInProgram',
      maxMonth: '6',
    });
    expect(configurationOf(values)).toEqual(config);
    expect(dueAtConfigOf(values)).toEqual(due);
  });

  it('starts empty for a survey without criteria, and drops an override with no segment chosen', () => {
    const values = valuesOf(null, null);
    expect(configurationOf(values)).toEqual({
      clientIds: [],
      segmentIds: [],
      stageIds: [],
      availableWindow: { start: null, end: null },
    });
    const due = dueAtConfigOf({
      ...values,
      offsetValue: '30',
      overrides: [{ segmentId: '', offsetValue: '60', maxMonth: '' }],
    });
    expect(due).toEqual({ offsetValue: 30, maxMonth: null, fixedDate: null, segmentOverrides: [] });
  });

  it('counts the members the criteria match from the server’s groups', () => {
    const counts = [
      { clientId: CLIENT, segmentId: SEGMENT, stageId: 1, members: 4 },
      { clientId: CLIENT, segmentId: null, stageId: 2, members: 3 },
      { clientId: 'other', segmentId: null, stageId: 1, members: 7 },
    ];
    const now = new Date('2026-03-10T15:00:00Z');
    const all = { clientIds: [CLIENT], segmentIds: [], stageIds: [], availableWindow: { start: null, end: null } };
    expect(matchingMembers(all, counts, now, 'America/New_York')).toBe(7);
    expect(matchingMembers({ ...all, segmentIds: [SEGMENT] }, counts, now, 'America/New_York')).toBe(4);
    expect(matchingMembers({ ...all, availableWindow: { start: '2026-04-01', end: null } }, counts, now, 'UTC')).toBe(
      0,
    );
  });
});
