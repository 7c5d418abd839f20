import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '../../domain/index.ts';
import { answerOf, draftOf, EMPTY_DRAFT, sameAnswer, surveyState } from './survey-answers.ts';

const radio: SurveyQuestion = { key: 'r', type: 'radio', text: 'Pick', options: [{ id: 'x', text: 'X' }] };
const text: SurveyQuestion = { key: 't', type: 'text', text: 'Say' };

describe('answers and drafts', () => {
  it('sends an empty draft as skipped, options as ids and text trimmed', () => {
    expect(answerOf(radio, EMPTY_DRAFT)).toEqual({ skipped: true, selectedOptionIds: [], textResponse: null });
    expect(answerOf(text, { optionIds: [], text: '   ' })).toEqual({
      skipped: true,
      selectedOptionIds: [],
      textResponse: null,
    });
    expect(answerOf(radio, { optionIds: ['x'], text: 'ignored' })).toEqual({
      skipped: false,
      selectedOptionIds: ['x'],
      textResponse: null,
    });
    expect(answerOf(text, { optionIds: ['ignored'], text: ' Hello ' })).toEqual({
      skipped: false,
      selectedOptionIds: [],
      textResponse: 'Hello',
    });
  });

  it('reads a stored answer back into the form, a skipped one as empty', () => {
    expect(draftOf({ skipped: false, selectedOptionIds: ['x'], textResponse: null })).toEqual({
      optionIds: ['x'],
      text: '',
    });
    expect(draftOf({ skipped: true, selectedOptionIds: [], textResponse: null })).toEqual(EMPTY_DRAFT);
    expect(draftOf(undefined)).toEqual(EMPTY_DRAFT);
  });

  it('compares answers by what they say', () => {
    expect(
      sameAnswer(answerOf(text, { optionIds: [], text: 'a ' }), {
        skipped: false,
        selectedOptionIds: [],
        textResponse: 'a',
      }),
    ).toBe(true);
    expect(
      sameAnswer(answerOf(radio, { optionIds: ['x'], text: '' }), {
        skipped: true,
        selectedOptionIds: [],
        textResponse: null,
      }),
    ).toBe(false);
    expect(sameAnswer(answerOf(radio, EMPTY_DRAFT), undefined)).toBe(false);
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
