/** The survey creator's rules (spec part 3 section 4): keys, renumbering, type changes, options, Duplicate, publish warnings. */
import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, historyReducer, startHistory } from './survey-authoring-history.ts';
import {
  addCheckpoint,
  addOption,
  addQuestion,
  changeQuestionType,
  deleteQuestion,
  duplicateNames,
  emptyDraft,
  moveQuestion,
  hasPromptGaps,
  promptEdit,
  promptGap,
  publishWarnings,
  removeOption,
  surveyKeyFromName,
  updateOption,
  updateCheckpoint,
  updateQuestion,
  type SurveyDraft,
} from './survey-authoring.ts';
import { promptOf, surveyPath } from './surveys.ts';

const draftOf = (n: number): SurveyDraft => {
  let draft = emptyDraft();
  for (let i = 0; i < n; i += 1) draft = addQuestion(draft);
  return { ...draft, questions: draft.questions.map((q, i) => ({ ...q, text: `Q${i + 1}` })) };
};
const texts = (draft: SurveyDraft) => draft.questions.map((q) => `${q.key}:${q.text}`);

describe('survey key from name', () => {
  it.each([
    ['Housing Check In', 'housing-check-in'],
    ['  Monthly   check-in ', 'monthly-check-in'],
    ['SDOH', 'sdoh'],
    ['', ''],
  ])('%j -> %j', (name, key) => expect(surveyKeyFromName(name)).toBe(key));
});

describe('question list', () => {
  it('adds question-{count+1}, required, as text; the first is where the flow starts', () => {
    const draft = draftOf(2);
    expect(draft.questions.map((q) => [q.key, q.type, q.isRequired])).toEqual([
      ['question-1', 'text', true],
      ['question-2', 'text', true],
    ]);
    expect(draft.initialQuestionKey).toBe('question-1');
  });

  it.each([
    [
      'deleting the first renumbers the rest',
      (d: SurveyDraft) => deleteQuestion(d, 'question-1'),
      ['question-1:Q2', 'question-2:Q3'],
    ],
    ['deleting the middle', (d: SurveyDraft) => deleteQuestion(d, 'question-2'), ['question-1:Q1', 'question-2:Q3']],
    [
      'moving the last up to the top',
      (d: SurveyDraft) => moveQuestion(d, 2, 0),
      ['question-1:Q3', 'question-2:Q1', 'question-3:Q2'],
    ],
    ['moving down one', (d: SurveyDraft) => moveQuestion(d, 0, 1), ['question-1:Q2', 'question-2:Q1', 'question-3:Q3']],
    [
      'a move out of range changes nothing',
      (d: SurveyDraft) => moveQuestion(d, 0, 5),
      ['question-1:Q1', 'question-2:Q2', 'question-3:Q3'],
    ],
  ])('%s', (_name, change, expected) => expect(texts(change(draftOf(3)))).toEqual(expected));

  it('branches follow their question when it is renumbered, and a branch to a deleted question is cleared', () => {
    let draft = draftOf(3);
    draft = updateQuestion(draft, 'question-1', { nextQuestionKey: 'question-3' });
    draft = updateQuestion(draft, 'question-2', { nextQuestionKey: 'question-1' });
    const moved = moveQuestion(draft, 2, 0); // Q3 first
    expect(moved.questions.map((q) => [q.text, q.nextQuestionKey])).toEqual([
      ['Q3', null],
      ['Q1', 'question-1'],
      ['Q2', 'question-2'],
    ]);
    const deleted = deleteQuestion(draft, 'question-3');
    expect(deleted.questions.map((q) => [q.text, q.nextQuestionKey])).toEqual([
      ['Q1', null],
      ['Q2', 'question-1'],
    ]);
  });

  it('a branch to a checkpoint is kept through renumbering', () => {
    let draft = addCheckpoint(draftOf(2));
    draft = updateQuestion(draft, 'question-2', { nextQuestionKey: 'checkpoint-1' });
    expect(moveQuestion(draft, 1, 0).questions[0]!.nextQuestionKey).toBe('checkpoint-1');
  });

  it("a checkpoint's next question follows it when renumbered, and is cleared when it is deleted", () => {
    const draft = updateCheckpoint(addCheckpoint(draftOf(3)), 'checkpoint-1', { nextQuestionKey: 'question-3' });
    expect(moveQuestion(draft, 2, 0).checkpoints[0]!.nextQuestionKey).toBe('question-1');
    expect(deleteQuestion(draft, 'question-3').checkpoints[0]!.nextQuestionKey).toBeNull();
  });
});

describe('type change and options', () => {
  const [question] = draftOf(1).questions;
  it.each(['checkbox', 'radio', 'select'] as const)('to %s makes two blank options', (type) => {
    const changed = changeQuestionType(question!, type);
    expect(changed.options?.map((o) => o.text)).toEqual(['', '']);
    expect(new Set(changed.options?.map((o) => o.id)).size).toBe(2);
  });
  it.each(['text', 'textarea', 'date', 'multiselect'] as const)('to %s clears options and date offsets', (type) => {
    const withBoth = { ...changeQuestionType(question!, 'radio'), validation: { minDateOffset: 0, maxDateOffset: 7 } };
    const changed = changeQuestionType(withBoth, type);
    expect(changed.options).toBeUndefined();
    expect(changed.validation).toBeUndefined();
  });
  it('removing the last option leaves one blank option', () => {
    let radio = changeQuestionType(question!, 'radio');
    radio = updateOption(radio, radio.options![0]!.id, { text: 'Yes' });
    radio = removeOption(radio, radio.options![1]!.id);
    expect(radio.options!.map((o) => o.text)).toEqual(['Yes']);
    radio = removeOption(radio, radio.options![0]!.id);
    expect(radio.options!.map((o) => o.text)).toEqual(['']);
  });
  it('added options have ids unique in the question', () => {
    const radio = addOption(addOption(changeQuestionType(question!, 'radio')));
    expect(new Set(radio.options!.map((o) => o.id)).size).toBe(4);
  });
});

describe('prompts', () => {
  it.each([
    ['none', null, null],
    ['both halves', { title: 'Ask', text: 'Why we ask' }, null],
    ['no title', { title: ' ', text: 'Why we ask' }, 'title'],
    ['no text', { title: 'Ask', text: '' }, 'text'],
    ['a plain string saved before titles', 'Why we ask', null],
  ] as const)('%s', (_name, prompt, gap) => expect(promptGap(prompt)).toBe(gap));

  it('a half-written prompt on a question or an option holds the draft back; both halves cleared is no prompt', () => {
    const radio = changeQuestionType(draftOf(1).questions[0]!, 'radio');
    const optionId = radio.options![0]!.id;
    const withOption = (prompt: { title: string; text: string }) =>
      updateQuestion(draftOf(1), 'question-1', updateOption(radio, optionId, { prompt }));
    expect(hasPromptGaps(withOption({ title: 'Refer', text: '' }))).toBe(true);
    expect(hasPromptGaps(withOption({ title: 'Refer', text: 'Offer the housing line.' }))).toBe(false);
    expect(hasPromptGaps(updateQuestion(draftOf(1), 'question-1', { prompt: { title: '', text: 'x' } }))).toBe(true);
    expect(promptEdit({ title: '', text: '' })).toBeNull();
    expect(promptOf('Why we ask')).toEqual({ title: '', text: 'Why we ask' });
    expect(promptOf({ title: ' ', text: '' })).toBeNull();
  });
});

it('Duplicate suffixes the name with (Copy) and the key with -copy', () => {
  expect(duplicateNames({ name: 'Intake', key: 'intake' })).toEqual({ name: 'Intake (Copy)', key: 'intake-copy' });
});

describe('publish warnings', () => {
  // Yes skips to question-3; No ends at a completion checkpoint.
  const branching = () => {
    let draft = updateCheckpoint(addCheckpoint(draftOf(3)), 'checkpoint-1', { isCompletionCheckpoint: true });
    draft = updateQuestion(draft, 'question-1', changeQuestionType(draft.questions[0]!, 'radio'));
    const [yes, no] = draft.questions[0]!.options!;
    let first = updateOption(draft.questions[0]!, yes!.id, { text: 'Yes', nextQuestionKey: 'question-3' });
    first = updateOption(first, no!.id, { text: 'No', nextQuestionKey: 'checkpoint-1' });
    return updateQuestion(draft, 'question-1', first);
  };
  it.each<[string, () => SurveyDraft, unknown[]]>([
    ['none for a straight survey', () => draftOf(3), []],
    ['no questions', () => emptyDraft(), [{ kind: 'no-questions' }]],
    ['a question every branch skips is unreachable', branching, [{ kind: 'unreachable', questionKey: 'question-2' }]],
    [
      'a branch to a key that is nowhere',
      () => updateQuestion(draftOf(2), 'question-1', { nextQuestionKey: 'question-9' }),
      [
        { kind: 'missing-target', from: 'question-1', optionId: null, target: 'question-9' },
        { kind: 'unreachable', questionKey: 'question-2' },
      ],
    ],
    [
      'a question after a completion path stays reachable through another option',
      () => {
        const draft = branching();
        const [, no] = draft.questions[0]!.options!;
        return updateQuestion(
          draft,
          'question-1',
          updateOption(draft.questions[0]!, no!.id, { nextQuestionKey: null }),
        );
      },
      [],
    ],
    [
      'a checkpoint that does not complete leads on: in order after the question that led to it, or to its own next',
      () => updateCheckpoint(branching(), 'checkpoint-1', { isCompletionCheckpoint: false }),
      [],
    ],
    [
      "a checkpoint's next that is not a question",
      () =>
        updateCheckpoint(branching(), 'checkpoint-1', { isCompletionCheckpoint: false, nextQuestionKey: 'question-9' }),
      [
        { kind: 'missing-target', from: 'checkpoint-1', optionId: null, target: 'question-9' },
        { kind: 'unreachable', questionKey: 'question-2' },
      ],
    ],
  ])('%s', (_name, make, expected) => expect(publishWarnings(make())).toEqual(expected));

  it("the preview walks the draft with the guides' path rule", () => {
    const draft = branching();
    const yes = draft.questions[0]!.options![0]!.id;
    const path = surveyPath(
      draft,
      new Map([['question-1', { skipped: false, selectedOptionIds: [yes], textResponse: null }]]),
    );
    expect(path.questions.map((q) => q.key)).toEqual(['question-1', 'question-3']);
  });
});

describe('undo and redo', () => {
  it('walks back and forth over edits; a new edit drops the redo', () => {
    let history = startHistory(draftOf(1));
    history = historyReducer(history, { kind: 'edit', change: addQuestion });
    history = historyReducer(history, { kind: 'edit', change: (d) => moveQuestion(d, 1, 0) });
    expect(history.present.questions).toHaveLength(2);
    history = historyReducer(history, { kind: 'undo' });
    history = historyReducer(history, { kind: 'undo' });
    expect(history.present.questions).toHaveLength(1);
    expect(canUndo(history)).toBe(false);
    history = historyReducer(history, { kind: 'redo' });
    expect(history.present.questions).toHaveLength(2);
    history = historyReducer(history, { kind: 'edit', change: addQuestion });
    expect(canRedo(history)).toBe(false);
  });
});
