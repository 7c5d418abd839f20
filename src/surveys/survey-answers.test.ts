import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '../../domain/index.ts';
import { answerOf, draftOf, EMPTY_DRAFT, sameAnswer } from './survey-answers.ts';

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
