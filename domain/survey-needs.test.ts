import { describe, expect, it } from 'vitest';
import { richTextPlain } from './rich-text.ts';
import type { SurveyQuestion } from './survey-schemas.ts';
import { needIssueKeysNamed, plainReason } from './survey-needs.ts';
import type { SurveyAnswer } from './surveys.ts';

const housing: SurveyQuestion = {
  key: 'housing',
  type: 'radio',
  text: 'Living situation?',
  options: [
    { id: 'steady', text: 'Steady' },
    { id: 'worried', text: 'Worried', needIssueKey: 'housing-instability-risk' },
  ],
};
const transport: SurveyQuestion = {
  key: 'transport',
  type: 'checkbox',
  text: 'Kept from?',
  options: [
    { id: 'medical', text: 'Medical', needIssueKey: 'transportation-insecurity' },
    { id: 'work', text: 'Work', needIssueKey: 'transportation-insecurity' },
    { id: 'food', text: 'Food', needIssueKey: 'food-insecurity' },
  ],
};
const chose = (...ids: string[]): SurveyAnswer => ({ skipped: false, selectedOptionIds: ids, textResponse: null });

describe('needIssueKeysNamed', () => {
  it.each([
    ['an option without an issue names none', { housing: chose('steady') }, []],
    ['a chosen option names its issue', { housing: chose('worried') }, ['housing-instability-risk']],
    [
      'two options naming one issue name it once, in the order the survey asks them (not the order chosen)',
      { transport: chose('food', 'work', 'medical'), housing: chose('worried') },
      ['housing-instability-risk', 'transportation-insecurity', 'food-insecurity'],
    ],
    [
      'a skipped question names none, whatever it held before',
      { housing: { skipped: true, selectedOptionIds: ['worried'], textResponse: null } },
      [],
    ],
    ['an unanswered question names none', {}, []],
  ])('%s', (_name, answers, expected) => {
    expect(needIssueKeysNamed([housing, transport], new Map(Object.entries(answers)))).toEqual(expected);
  });

  it('reads only the questions of the path it is given', () => {
    expect(needIssueKeysNamed([transport], new Map([['housing', chose('worried')]]))).toEqual([]);
  });
});

describe('plainReason', () => {
  it('keeps the sentence as the text of one paragraph, markup escaped', () => {
    const html = plainReason('Heard in <Screening> & more');
    expect(html).toBe('<p>Heard in &lt;Screening&gt; &amp; more</p>');
    expect(richTextPlain(html)).toBe('Heard in <Screening> & more');
  });
});
