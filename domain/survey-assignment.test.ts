import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import {
  dueAtConfigSchema,
  dueDateFor,
  dueDayFor,
  EMPTY_ASSIGNMENT_CONFIGURATION,
  EMPTY_DUE_AT_CONFIG,
  matchesCriteria,
  surveyAssignmentBody,
  type AssignmentConfiguration,
  type CriteriaMember,
  type DueAtConfig,
} from './survey-assignment.ts';

const CLIENT = '0b8f7b1e-4f6a-4c55-9d4f-3a1c2b3d4e51';
const OTHER_CLIENT = '0b8f7b1e-4f6a-4c55-9d4f-3a1c2b3d4e52';
const SEGMENT = '1c8f7b1e-4f6a-4c55-9d4f-3a1c2b3d4e51';
const OTHER_SEGMENT = '1c8f7b1e-4f6a-4c55-9d4f-3a1c2b3d4e52';
const NOW = new Date('2026-03-10T15:00:00Z');

const member = (over: Partial<CriteriaMember> = {}): CriteriaMember => ({
  clientId: CLIENT,
  segmentId: SEGMENT,
  stageId: 2,
  timeZone: 'America/New_York',
  ...over,
});
const config = (over: Partial<AssignmentConfiguration> = {}): AssignmentConfiguration => ({
  ...EMPTY_ASSIGNMENT_CONFIGURATION,
  clientIds: [CLIENT],
  ...over,
});

describe('matchesCriteria', () => {
  it.each<[string, AssignmentConfiguration, CriteriaMember, boolean]>([
    ['the customer chosen, nothing else', config(), member(), true],
    ['no customer chosen matches nobody', config({ clientIds: [] }), member(), false],
    ['another customer', config(), member({ clientId: OTHER_CLIENT }), false],
    ['the segment chosen', config({ segmentIds: [SEGMENT] }), member(), true],
    ['another segment', config({ segmentIds: [OTHER_SEGMENT] }), member(), false],
    ['segments chosen, member without one', config({ segmentIds: [SEGMENT] }), member({ segmentId: null }), false],
    ['any segment includes none', config(), member({ segmentId: null }), true],
    ['the stage chosen', config({ stageIds: [1, 2] }), member(), true],
    ['another stage', config({ stageIds: [3] }), member(), false],
    ['stages chosen, member without one', config({ stageIds: [2] }), member({ stageId: null }), false],
    ['window open today', config({ availableWindow: { start: '2026-03-10', end: '2026-03-10' } }), member(), true],
    ['window opens tomorrow', config({ availableWindow: { start: '2026-03-11', end: null } }), member(), false],
    ['window closed yesterday', config({ availableWindow: { start: null, end: '2026-03-09' } }), member(), false],
    // 03:00 UTC on the 11th is still the 10th in New York, already the 11th in Berlin.
    [
      "the window reads the member's today",
      config({ availableWindow: { start: null, end: '2026-03-10' } }),
      member({ timeZone: 'Europe/Berlin' }),
      true,
    ],
  ])('%s', (_name, criteria, who, expected) => {
    expect(matchesCriteria(criteria, who, NOW)).toBe(expected);
  });

  it("reads today in the member's zone", () => {
    const late = new Date('2026-03-11T03:00:00Z');
    const criteria = config({ availableWindow: { start: null, end: '2026-03-10' } });
    expect(matchesCriteria(criteria, member({ timeZone: 'America/New_York' }), late)).toBe(true);
    expect(matchesCriteria(criteria, member({ timeZone: 'Europe/Berlin' }), late)).toBe(false);
  });
});

const due = (over: Partial<DueAtConfig> = {}): DueAtConfig => ({ ...EMPTY_DUE_AT_CONFIG, ...over });

describe('dueDayFor', () => {
  const customer = { averageMonthsInProgram: 6 };
  it.each<[string, DueAtConfig, string | null, string | null]>([
    ['nothing set: no due date', due(), SEGMENT, null],
    ['30 days', due({ offsetValue: 30 }), SEGMENT, '2026-04-09'],
    ['240 days', due({ offsetValue: 240 }), SEGMENT, '2026-11-05'],
    ['average days in program (6 months x 30)', due({ offsetValue: 'averageDaysInProgram' }), SEGMENT, '2026-09-06'],
    ['max month alone', due({ maxMonth: 2 }), SEGMENT, '2026-05-10'],
    ['max month caps the offset', due({ offsetValue: 120, maxMonth: 1 }), SEGMENT, '2026-04-10'],
    ['an offset under the cap stays', due({ offsetValue: 30, maxMonth: 12 }), SEGMENT, '2026-04-09'],
    ['fixed date', due({ fixedDate: '2026-06-01', offsetValue: 30 }), SEGMENT, '2026-06-01'],
    [
      "the member's segment override replaces offset and fixed date",
      due({
        fixedDate: '2026-06-01',
        offsetValue: 30,
        segmentOverrides: [{ segmentId: SEGMENT, offsetValue: 90, maxMonth: null }],
      }),
      SEGMENT,
      '2026-06-08',
    ],
    [
      "another segment's override does not apply",
      due({ offsetValue: 30, segmentOverrides: [{ segmentId: OTHER_SEGMENT, offsetValue: 90, maxMonth: null }] }),
      SEGMENT,
      '2026-04-09',
    ],
    [
      'an override of none clears the due date',
      due({ offsetValue: 30, segmentOverrides: [{ segmentId: SEGMENT, offsetValue: null, maxMonth: null }] }),
      SEGMENT,
      null,
    ],
    ['a member without a segment takes the default', due({ offsetValue: 60 }), null, '2026-05-09'],
  ])('%s', (_name, config, segmentId, expected) => {
    expect(dueDayFor(config, { segmentId }, customer, '2026-03-10')).toBe(expected);
  });

  it('an average the customer has not set is no offset', () => {
    expect(
      dueDayFor(
        due({ offsetValue: 'averageDaysInProgram' }),
        { segmentId: null },
        { averageMonthsInProgram: null },
        '2026-03-10',
      ),
    ).toBeNull();
  });

  it('a month cap from the 31st lands on the month end', () => {
    expect(dueDayFor(due({ maxMonth: 1 }), { segmentId: null }, customer, '2026-01-31')).toBe('2026-02-28');
  });
});

describe('dueDateFor', () => {
  it('is the first instant of the due day in the zone given', () => {
    const at = dueDateFor(
      due({ offsetValue: 30 }),
      { segmentId: null },
      { averageMonthsInProgram: null },
      NOW,
      'America/New_York',
    );
    expect(at?.toISOString()).toBe('2026-04-09T04:00:00.000Z');
    // Late on the 10th in New York is the 11th in Tokyo: the day counts from there.
    const tokyo = dueDateFor(
      due({ offsetValue: 30 }),
      { segmentId: null },
      { averageMonthsInProgram: null },
      new Date('2026-03-10T20:00:00Z'),
      'Asia/Tokyo',
    );
    expect(tokyo?.toISOString()).toBe('2026-04-09T15:00:00.000Z');
  });
});

describe('the request schemas', () => {
  const body = {
    assignmentConfiguration: config(),
    dueAtConfig: due({ offsetValue: 60, maxMonth: 3 }),
  };
  it.each<[string, unknown, boolean]>([
    ['a full body', body, true],
    ['an offset not offered', { ...body, dueAtConfig: due({ offsetValue: 45 as never }) }, false],
    ['a month out of range', { ...body, dueAtConfig: due({ maxMonth: 13 }) }, false],
    [
      'a window ending before it starts',
      { ...body, assignmentConfiguration: config({ availableWindow: { start: '2026-03-02', end: '2026-03-01' } }) },
      false,
    ],
    ['a day that does not exist', { ...body, dueAtConfig: due({ fixedDate: '2026-02-30' }) }, false],
    ['an undeclared key', { ...body, extra: 1 }, false],
    ['a customer id that is not a uuid', { ...body, assignmentConfiguration: config({ clientIds: ['x'] }) }, false],
  ])('%s', (_name, value, ok) => {
    expect(surveyAssignmentBody(value) instanceof type.errors).toBe(!ok);
  });

  it('refuses two overrides of one segment', () => {
    const repeated = dueAtConfigSchema(
      due({
        segmentOverrides: [
          { segmentId: SEGMENT, offsetValue: 30, maxMonth: null },
          { segmentId: SEGMENT, offsetValue: 60, maxMonth: null },
        ],
      }),
    );
    expect(repeated instanceof type.errors).toBe(true);
  });
});
