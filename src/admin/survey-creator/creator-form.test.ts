/** The creator's working copy: read back as written; anything that is not a creator form is ignored. */
import { describe, expect, it } from 'vitest';
import { addQuestion } from '../../../domain/index.ts';
import { canSave, emptyCreatorForm, readWorkingCopy, storeWorkingCopy, WORKING_COPY_KEY } from './creator-form.ts';

const memory = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
};

describe('working copy', () => {
  it('reads back what it stored', () => {
    const storage = memory();
    const form = { ...emptyCreatorForm(), name: 'Intake', content: addQuestion(emptyCreatorForm().content) };
    storeWorkingCopy(storage, { recordId: 'r1', form });
    expect(readWorkingCopy(storage)).toEqual({ recordId: 'r1', form });
  });
  it.each([
    ['nothing stored', memory()],
    ['not JSON', memory({ [WORKING_COPY_KEY]: '{' })],
    ['not a form', memory({ [WORKING_COPY_KEY]: JSON.stringify({ recordId: null, form: { name: 1 } }) })],
    [
      'content of another shape',
      memory({
        [WORKING_COPY_KEY]: JSON.stringify({
          recordId: null,
          form: { ...emptyCreatorForm(), content: { questions: 'x' } },
        }),
      }),
    ],
  ])('%s: none', (_name, storage) => expect(readWorkingCopy(storage)).toBeNull());
});

it.each([
  [{ name: 'a', displayName: 'b', summary: 'c' }, true],
  [{ name: ' ', displayName: 'b', summary: 'c' }, false],
  [{ name: 'a', displayName: '', summary: 'c' }, false],
  [{ name: 'a', displayName: 'b', summary: '' }, false],
])('Save is enabled only with a name, display name and summary: %j', (fields, enabled) =>
  expect(canSave({ ...emptyCreatorForm(), ...fields })).toBe(enabled),
);

it('Save waits while a prompt is half written', () => {
  const named = { ...emptyCreatorForm(), name: 'a', displayName: 'b', summary: 'c' };
  const [question] = addQuestion(named.content).questions;
  const prompted = (prompt: { title: string; text: string }) => ({
    ...named,
    content: { ...named.content, questions: [{ ...question!, prompt }] },
  });
  expect(canSave(prompted({ title: 'Ask gently', text: '' }))).toBe(false);
  expect(canSave(prompted({ title: 'Ask gently', text: 'Say why we ask.' }))).toBe(true);
});
