import { describe, expect, it } from 'vitest';
import {
  isPhaseAvailable,
  isPhaseLate,
  isStepUnlocked,
  nextPhasePreview,
  sectionsFor,
  workflowCardState,
  workflowSteps,
  type WorkflowSection,
} from './workflows.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('isPhaseAvailable: not completed and its available date in the past', () => {
  it.each([
    ['available yesterday', '2026-03-09T12:00:00Z', null, true],
    ['available this instant', '2026-03-10T12:00:00Z', null, true],
    ['available tomorrow', '2026-03-11T12:00:00Z', null, false],
    ['completed', '2026-03-01T12:00:00Z', '2026-03-05T12:00:00Z', false],
  ])('%s', (_, availableDate, completedAt, expected) => {
    expect(isPhaseAvailable({ availableDate, completedAt }, NOW)).toBe(expected);
  });
});

describe('isPhaseLate: not completed and due before today', () => {
  it.each([
    ['due yesterday', '2026-03-09', null, true],
    ['due today', '2026-03-10', null, false],
    ['due tomorrow', '2026-03-11', null, false],
    ['due yesterday, completed', '2026-03-09', '2026-03-09T10:00:00Z', false],
  ])('%s', (_, dueDate, completedAt, expected) => {
    expect(isPhaseLate({ dueDate, completedAt }, '2026-03-10')).toBe(expected);
  });
});

describe('workflowCardState', () => {
  const base = {
    availableDate: '2026-03-09T00:00:00Z',
    completedAt: null,
    remindLaterAt: null,
    scheduledEventId: null,
  };
  it.each([
    ['available: start', base, 'start'],
    ['not available yet: schedule', { ...base, availableDate: '2026-03-20T00:00:00Z' }, 'schedule'],
    ['completed', { ...base, completedAt: '2026-03-10T00:00:00Z', remindLaterAt: '2026-03-09T00:00:00Z' }, 'completed'],
    ["after 'Remind me later': unscheduled", { ...base, remindLaterAt: '2026-03-10T00:00:00Z' }, 'unscheduled'],
    [
      "'Remind me later' then attached to an event: start",
      { ...base, remindLaterAt: '2026-03-10T00:00:00Z', scheduledEventId: 'e1' },
      'start',
    ],
  ] as const)('%s', (_, phase, expected) => {
    expect(workflowCardState(phase, NOW)).toBe(expected);
  });
});

const section = (id: string, usableIn: WorkflowSection['usableIn']): WorkflowSection => ({
  id,
  title: id,
  usableIn,
  type: 'paragraph',
  content: [],
});
const SECTIONS = [section('a', 'workflow'), section('b', 'learnMore'), section('c', 'both')];

describe('sections and steps', () => {
  it('the stepper shows workflow and both; the learn-more dialog learnMore and both', () => {
    expect(sectionsFor(SECTIONS, 'workflow').map((s) => s.id)).toEqual(['a', 'c']);
    expect(sectionsFor(SECTIONS, 'learnMore').map((s) => s.id)).toEqual(['b', 'c']);
  });
  it('steps: content sections, then Survey, then Next Steps', () => {
    expect(workflowSteps(SECTIONS, true).map((s) => (s.kind === 'section' ? s.section.id : s.kind))).toEqual([
      'a',
      'c',
      'survey',
      'nextSteps',
    ]);
    expect(workflowSteps(SECTIONS, false).map((s) => s.kind)).toEqual(['section', 'section', 'nextSteps']);
  });
  it.each([
    ['a content step, survey invalid', true, 0, false, true],
    ['the survey step, survey invalid', true, 2, false, true],
    ['Next Steps, survey invalid', true, 3, false, false],
    ['Next Steps, survey valid', true, 3, true, true],
    ['Next Steps without a survey', false, 2, false, true],
    ['past the last step', false, 3, true, false],
  ])('%s', (_, hasSurvey, index, surveyValid, expected) => {
    expect(isStepUnlocked(workflowSteps(SECTIONS, hasSurvey), index, surveyValid)).toBe(expected);
  });
});

describe('nextPhasePreview', () => {
  const phases = [
    { id: 'p2', sortOrder: 2, title: 'Two', description: 'Second' },
    { id: 'p1', sortOrder: 1, title: 'One', description: 'First' },
  ];
  it('names the next phase by sort order, with the member’s dates when assigned', () => {
    expect(
      nextPhasePreview(
        phases,
        [{ id: 'a2', phaseId: 'p2', availableDate: '2026-03-17T00:00:00Z', dueDate: '2026-03-24' }],
        'p1',
      ),
    ).toEqual({
      phaseId: 'p2',
      title: 'Two',
      description: 'Second',
      assignedWorkflowPhaseId: 'a2',
      availableDate: '2026-03-17T00:00:00Z',
      dueDate: '2026-03-24',
    });
  });
  it('null after the last phase or for an unknown one', () => {
    expect(nextPhasePreview(phases, [], 'p2')).toBeNull();
    expect(nextPhasePreview(phases, [], 'nope')).toBeNull();
  });
});
