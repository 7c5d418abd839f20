import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  answersOffPath,
  canReopenSurvey,
  dueAfterCheckpoint,
  isSurveyLate,
  latestVersions,
  surveyPath,
  surveyState,
  type SurveyAnswer,
  type SurveyContent,
  type SurveyQuestion,
} from './surveys.ts';

const choice = (selected: string[]): SurveyAnswer => ({
  skipped: false,
  selectedOptionIds: selected,
  textResponse: null,
});
const text = (value: string): SurveyAnswer => ({ skipped: false, selectedOptionIds: [], textResponse: value });
const skipped: SurveyAnswer = { skipped: true, selectedOptionIds: [], textResponse: null };

/** A screening: reached? -> (no: the 'unreached' checkpoint) -> housing -> (unstable: details) -> food -> end. */
const content: SurveyContent = {
  initialQuestionKey: 'reached',
  questions: [
    {
      key: 'reached',
      type: 'radio',
      text: 'Did you reach the member?',
      options: [
        { id: 'yes', text: 'Yes' },
        { id: 'no', text: 'No', nextQuestionKey: 'unreached' },
      ],
    },
    { key: 'intro', type: 'info', text: 'Read the introduction.' },
    {
      key: 'housing',
      type: 'select',
      text: 'Housing',
      options: [
        { id: 'stable', text: 'Stable', nextQuestionKey: 'food' },
        { id: 'unstable', text: 'Unstable' },
      ],
    },
    { key: 'housing-details', type: 'textarea', text: 'Tell me more', isRequired: false },
    {
      key: 'food',
      type: 'checkbox',
      text: 'Food',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
    },
    { key: 'pets', type: 'text', text: 'Which pets?', dependentQuestionKey: 'food', dependentOptionId: 'b' },
  ],
  checkpoints: [
    // Its Next goes back to the first question: a revisit, for the call that reaches the member.
    {
      key: 'unreached',
      title: 'Not reached',
      message: 'Try again later.',
      isCompletionCheckpoint: false,
      nextQuestionKey: 'reached',
    },
  ],
  defaultFinalCheckpoint: { title: 'Done', message: 'Thank you.' },
};
const keysOf = (answers: Record<string, SurveyAnswer>) => surveyPath(content, new Map(Object.entries(answers)));

describe('surveyPath', () => {
  it.each([
    ['nothing answered waits on the first question', {}, ['reached'], { kind: 'open', questionKey: 'reached' }],
    [
      "a chosen option's next question wins",
      { reached: choice(['no']) },
      ['reached'],
      { kind: 'checkpoint', key: 'unreached' },
    ],
    [
      'info questions need no answer; the next in order follows',
      { reached: choice(['yes']) },
      ['reached', 'intro', 'housing'],
      { kind: 'open', questionKey: 'housing' },
    ],
    [
      'an option without a next question goes on in order',
      { reached: choice(['yes']), housing: choice(['unstable']) },
      ['reached', 'intro', 'housing', 'housing-details'],
      { kind: 'open', questionKey: 'housing-details' },
    ],
    [
      'an option may jump ahead',
      { reached: choice(['yes']), housing: choice(['stable']) },
      ['reached', 'intro', 'housing', 'food'],
      { kind: 'open', questionKey: 'food' },
    ],
    [
      'a skipped optional question counts as answered',
      { reached: choice(['yes']), housing: choice(['unstable']), 'housing-details': skipped },
      ['reached', 'intro', 'housing', 'housing-details', 'food'],
      { kind: 'open', questionKey: 'food' },
    ],
    [
      'a skipped required question still waits',
      { reached: skipped },
      ['reached'],
      { kind: 'open', questionKey: 'reached' },
    ],
    [
      'a dependent question is left out when its option is not chosen',
      { reached: choice(['yes']), housing: choice(['stable']), food: choice(['a']) },
      ['reached', 'intro', 'housing', 'food'],
      { kind: 'checkpoint', key: '__final__' },
    ],
    [
      'a dependent question is asked when its option is chosen',
      { reached: choice(['yes']), housing: choice(['stable']), food: choice(['a', 'b']) },
      ['reached', 'intro', 'housing', 'food', 'pets'],
      { kind: 'open', questionKey: 'pets' },
    ],
    [
      'running past the last question reaches the final completion checkpoint',
      { reached: choice(['yes']), housing: choice(['stable']), food: choice(['b']), pets: text('A cat') },
      ['reached', 'intro', 'housing', 'food', 'pets'],
      { kind: 'checkpoint', key: '__final__' },
    ],
  ])('%s', (_name, answers, expected, end) => {
    const path = keysOf(answers);
    expect(path.questions.map((q) => q.key)).toEqual(expected);
    if ('key' in end) expect(path.end).toMatchObject({ kind: 'checkpoint', checkpoint: { key: end.key } });
    else expect(path.end).toEqual(end);
  });

  it('the final checkpoint completes; another checkpoint does not', () => {
    expect(keysOf({ reached: choice(['no']) }).end).toMatchObject({ checkpoint: { isCompletionCheckpoint: false } });
    expect(keysOf({ reached: choice(['yes']), housing: choice(['stable']), food: choice(['a']) }).end).toMatchObject({
      checkpoint: { isCompletionCheckpoint: true, title: 'Done' },
    });
  });

  it('a revisit of an earlier question without a checkpoint is an error, and so is a key that is nowhere', () => {
    const looping: SurveyContent = {
      ...content,
      questions: content.questions.map((q) => (q.key === 'intro' ? { ...q, nextQuestionKey: 'reached' } : q)),
    };
    expect(surveyPath(looping, new Map([['reached', choice(['yes'])]])).end).toEqual({
      kind: 'error',
      reason: 'cycle',
      key: 'reached',
    });
    const broken: SurveyContent = { ...content, initialQuestionKey: 'missing' };
    expect(surveyPath(broken, new Map()).end).toEqual({ kind: 'error', reason: 'unknown-key', key: 'missing' });
  });

  it("a checkpoint's Next back to an earlier question is a revisit of it, not a cycle", () => {
    expect(keysOf({ reached: choice(['no']) }).end).toMatchObject({
      kind: 'checkpoint',
      checkpoint: { key: 'unreached' },
      next: { kind: 'revisit', index: 0 },
    });
  });

  it('answers of questions the path no longer reaches are the ones to delete', () => {
    const path = keysOf({ reached: choice(['no']), housing: choice(['stable']), food: choice(['a']) });
    expect(answersOffPath(path, ['reached', 'housing', 'food'])).toEqual(['housing', 'food']);
  });
});

/** A visit: consent -> (yes: the 'plan' checkpoint, then on in order) home -> safety -> end; (no: declined). */
const visit: SurveyContent = {
  initialQuestionKey: 'consent',
  questions: [
    {
      key: 'consent',
      type: 'radio',
      text: 'May we visit?',
      options: [
        { id: 'yes', text: 'Yes', nextQuestionKey: 'plan' },
        { id: 'no', text: 'No', nextQuestionKey: 'declined' },
      ],
    },
    { key: 'home', type: 'text', text: 'What did you see at home?' },
    { key: 'safety', type: 'text', text: 'Any safety concerns?' },
  ],
  checkpoints: [
    { key: 'plan', title: 'Plan the visit', message: 'Go on at the visit.', isCompletionCheckpoint: false },
    { key: 'declined', title: 'Declined', message: 'Thank the member.', isCompletionCheckpoint: true },
  ],
  defaultFinalCheckpoint: { title: 'Done', message: 'Thank you.' },
};
const walkVisit = (answers: Record<string, SurveyAnswer>, passed: string[] = [], over = visit) =>
  surveyPath(over, new Map(Object.entries(answers)), new Set(passed));

describe('surveyPath through checkpoints that do not complete the survey', () => {
  it('a completion checkpoint ends the flow with no Next', () => {
    const path = walkVisit({ consent: choice(['no']) });
    expect(path.end).toMatchObject({ kind: 'checkpoint', checkpoint: { key: 'declined' }, next: null });
  });

  it('another checkpoint waits with a Next until the guide presses it', () => {
    const path = walkVisit({ consent: choice(['yes']) });
    expect(path.questions.map((q) => q.key)).toEqual(['consent']);
    expect(path.passed).toEqual([]);
    expect(path.end).toMatchObject({ kind: 'checkpoint', checkpoint: { key: 'plan' }, next: { kind: 'on' } });
  });

  it('pressed, the path goes on in order after the question that led to it', () => {
    const path = walkVisit({ consent: choice(['yes']) }, ['plan']);
    expect(path.questions.map((q) => q.key)).toEqual(['consent', 'home']);
    expect(path.passed).toMatchObject([{ checkpoint: { key: 'plan' }, before: 1 }]);
    expect(path.end).toEqual({ kind: 'open', questionKey: 'home' });
  });

  it('an answer after it passes it too, so the server walks the same path from the answers alone', () => {
    const path = walkVisit({ consent: choice(['yes']), home: text('Tidy'), safety: text('None') });
    expect(path.questions.map((q) => q.key)).toEqual(['consent', 'home', 'safety']);
    expect(path.end).toMatchObject({
      kind: 'checkpoint',
      checkpoint: { key: '__final__', isCompletionCheckpoint: true },
    });
    expect(answersOffPath(path, ['consent', 'home', 'safety'])).toEqual([]);
  });

  it('its own next question wins over the order, and a Next that reaches the end completes', () => {
    const skipping: SurveyContent = {
      ...visit,
      checkpoints: visit.checkpoints.map((c) => (c.key === 'plan' ? { ...c, nextQuestionKey: 'safety' } : c)),
    };
    expect(walkVisit({ consent: choice(['yes']) }, ['plan'], skipping).questions.map((q) => q.key)).toEqual([
      'consent',
      'safety',
    ]);
    const last: SurveyContent = { ...visit, questions: visit.questions.slice(0, 1) };
    expect(walkVisit({ consent: choice(['yes']) }, ['plan'], last).end).toMatchObject({
      checkpoint: { key: '__final__' },
    });
  });

  it('a checkpoint the path comes back to after passing it ends the path there instead of looping', () => {
    const looping: SurveyContent = {
      ...visit,
      questions: visit.questions.map((q) => (q.key === 'home' ? { ...q, nextQuestionKey: 'plan' } : q)),
    };
    const path = walkVisit({ consent: choice(['yes']), home: text('Tidy') }, ['plan'], looping);
    expect(path.questions.map((q) => q.key)).toEqual(['consent', 'home']);
    expect(path.end).toMatchObject({ kind: 'checkpoint', checkpoint: { key: 'plan' }, next: null });
  });
});

describe('dueAfterCheckpoint', () => {
  const now = new Date('2026-03-07T15:00:00Z'); // 10:00 in New York, the day before clocks go forward
  const due = new Date('2026-04-01T04:00:00Z');
  const pause = { isCompletionCheckpoint: false, dueDateOffsetDays: 2 };
  it("moves the due date to the start of the day that many days on, in the member's zone", () => {
    expect(dueAfterCheckpoint(pause, due, now, 'America/New_York')?.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(dueAfterCheckpoint(pause, null, now, 'Europe/Madrid')?.toISOString()).toBe('2026-03-08T23:00:00.000Z');
  });
  it('leaves it for an offset of 0 or none, and for a completion checkpoint', () => {
    expect(dueAfterCheckpoint({ ...pause, dueDateOffsetDays: 0 }, due, now, 'America/New_York')).toBe(due);
    expect(dueAfterCheckpoint({ isCompletionCheckpoint: false }, null, now, 'America/New_York')).toBeNull();
    expect(dueAfterCheckpoint({ ...pause, isCompletionCheckpoint: true }, due, now, 'America/New_York')).toBe(due);
  });
});

describe('answerProblem', () => {
  const number: SurveyQuestion = { key: 'n', type: 'number', text: 'How many?', min: 1, max: 10 };
  const date: SurveyQuestion = {
    key: 'd',
    type: 'date',
    text: 'When?',
    validation: { minDateOffset: -7, maxDateOffset: 30 },
  };
  const optional: SurveyQuestion = { key: 'o', type: 'text', text: 'Anything else?', isRequired: false };
  const radio: SurveyQuestion = {
    key: 'r',
    type: 'radio',
    text: 'Pick',
    options: [
      { id: 'x', text: 'X' },
      { id: 'y', text: 'Y' },
    ],
  };
  const today = '2026-03-01';

  it.each([
    ['required by default', number, skipped, { kind: 'required' }],
    ['an empty text is empty', { ...number, type: 'text' } as SurveyQuestion, text('  '), { kind: 'required' }],
    ['optional may stay empty', optional, skipped, null],
    ['below the minimum', number, text('0'), { kind: 'min', min: 1 }],
    ['at the minimum', number, text('1'), null],
    ['above the maximum', number, text('11'), { kind: 'max', max: 10 }],
    ['not a number', number, text('many'), { kind: 'not-a-number' }],
    // Offsets count calendar days, across the month's end (February has 28 days in 2026).
    ['seven days back is the earliest', date, text('2026-02-22'), null],
    ['eight days back is too early', date, text('2026-02-21'), { kind: 'date-before', earliest: '2026-02-22' }],
    ['thirty days ahead is the latest', date, text('2026-03-31'), null],
    ['thirty-one days ahead is too late', date, text('2026-04-01'), { kind: 'date-after', latest: '2026-03-31' }],
    ['not a date', date, text('soon'), { kind: 'not-a-date' }],
    ['one option of a radio', radio, choice(['y']), null],
    ['two options of a radio', radio, choice(['x', 'y']), { kind: 'unknown-option' }],
    ['an option of another question', radio, choice(['z']), { kind: 'unknown-option' }],
    [
      'multi-select is not supported',
      { ...radio, type: 'multiselect' } as SurveyQuestion,
      choice(['x']),
      { kind: 'multiselect-unsupported' },
    ],
  ])('%s', (_name, question, answer, problem) => {
    expect(answerProblem(question, answer, today)).toEqual(problem);
  });

  it('offsets cross a year boundary', () => {
    expect(answerProblem(date, text('2025-12-25'), '2026-01-01')).toEqual(null);
    expect(answerProblem(date, text('2025-12-24'), '2026-01-01')).toEqual({
      kind: 'date-before',
      earliest: '2025-12-25',
    });
  });
});

describe('late and reopen', () => {
  const complete = {
    completedAt: '2026-03-31T23:30:00.000Z',
    dueAt: '2026-03-15T00:00:00.000Z',
    checkpoint: { isCompletionCheckpoint: true },
  };
  const open = { completedAt: null, dueAt: '2026-03-15T00:00:00.000Z', checkpoint: null };

  it('is late only when past due and not complete', () => {
    expect(isSurveyLate(open, Date.parse('2026-03-15T00:00:01Z'))).toBe(true);
    expect(isSurveyLate(open, Date.parse('2026-03-14T23:59:59Z'))).toBe(false);
    expect(isSurveyLate(complete, Date.parse('2026-04-15T00:00:00Z'))).toBe(false);
    expect(
      isSurveyLate({ ...open, checkpoint: { isCompletionCheckpoint: false } }, Date.parse('2026-04-15T00:00:00Z')),
    ).toBe(true);
    expect(isSurveyLate({ ...open, dueAt: null }, Date.parse('2026-04-15T00:00:00Z'))).toBe(false);
  });

  // Completed 2026-03-31 23:30 UTC, which is March 31 in every zone below; April begins at a
  // different instant in each.
  it.each([
    ['same month in UTC', 'UTC', '2026-03-31T23:59:00Z', true],
    ['next month in UTC', 'UTC', '2026-04-01T00:00:00Z', false],
    ['still March in New York at 19:59 local', 'America/New_York', '2026-03-31T23:59:00Z', true],
    ['April in New York', 'America/New_York', '2026-04-01T04:00:00Z', false],
    ['still March in Chicago just after midnight UTC', 'America/Chicago', '2026-04-01T04:59:00Z', true],
    ['still March in Los Angeles', 'America/Los_Angeles', '2026-04-01T06:59:00Z', true],
    ['April in Los Angeles', 'America/Los_Angeles', '2026-04-01T07:00:00Z', false],
    ['still March in Honolulu', 'Pacific/Honolulu', '2026-04-01T09:59:00Z', true],
    ['April in Honolulu', 'Pacific/Honolulu', '2026-04-01T10:00:00Z', false],
  ])('reopen: %s', (_name, zone, now, expected) => {
    expect(canReopenSurvey(complete, true, Date.parse(now), zone)).toBe(expected);
  });

  it('reopen needs the permission and a complete survey', () => {
    const now = Date.parse('2026-03-31T23:59:00Z');
    expect(canReopenSurvey(complete, false, now, 'UTC')).toBe(false);
    expect(canReopenSurvey(open, true, now, 'UTC')).toBe(false);
  });
});

describe('surveyState', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const base = { checkpoint: null, completedAt: null, dueAt: '2026-03-20T00:00:00Z' };
  it.each([
    ['not started', base, false, 'notStarted'],
    ['in progress', base, true, 'inProgress'],
    [
      'paused at a checkpoint that does not complete',
      { ...base, checkpoint: { key: 'c', title: 'C', message: 'M', isCompletionCheckpoint: false } },
      true,
      'paused',
    ],
    ['late when past due', { ...base, dueAt: '2026-03-01T00:00:00Z' }, true, 'late'],
    [
      'complete even past due',
      {
        ...base,
        dueAt: '2026-03-01T00:00:00Z',
        completedAt: '2026-03-02T00:00:00Z',
        checkpoint: { key: 'f', title: 'F', message: 'M', isCompletionCheckpoint: true },
      },
      true,
      'complete',
    ],
  ] as const)('%s', (_name, survey, answered, state) => {
    expect(surveyState(survey, answered, now)).toBe(state);
  });
});

describe('latestVersions', () => {
  it("keeps each key's highest version, in the order given, and a key with one version as it is", () => {
    const rows = [
      { id: 'a1', key: 'screening', version: 1 },
      { id: 'b1', key: 'check-in', version: 1 },
      { id: 'a3', key: 'screening', version: 3 },
      { id: 'a2', key: 'screening', version: 2 },
    ];
    expect(latestVersions(rows).map((row) => row.id)).toEqual(['b1', 'a3']);
    expect(latestVersions([])).toEqual([]);
  });
});
