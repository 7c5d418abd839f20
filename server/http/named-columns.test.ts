/**
 * The lint rule that keeps request bodies out of writes (eslint.config.js, "Writes name their
 * columns"): it must catch the patterns that once let a guide move an event into another
 * organisation, and leave a write that names its columns alone.
 */
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The lint configuration as `npm run lint` loads it (plain JavaScript, so imported by address).
const configUrl = new URL('../../eslint.config.js', import.meta.url).href;
const config = ((await import(configUrl)) as { default: { files?: string[]; rules?: Linter.RulesRecord }[] }).default;
const namedColumnsRule = config.find(
  (block) => block.files?.includes('server/**/*.ts') && block.rules?.['no-restricted-syntax'],
);

function problems(code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: namedColumnsRule!.rules! }],
    { filename: 'server/routes/example.ts' },
  );
  return messages.map((message) => message.message);
}

describe('writes name their columns', () => {
  it.each([
    ['the body itself', 'tx.update(events).set(body);'],
    ['the body of the input', 'tx.insert(events).values(input.body);'],
    ['a spread of the body', 'tx.update(events).set({ ...body, updatedAt: now });'],
    ['a spread of the body elsewhere', 'save(tx, { ...request.body, id });'],
    ['the rest of the body', 'const { visitLocation: _text, ...fields } = body; tx.update(events).set(fields);'],
  ])('refuses %s', (_name, code) => {
    expect(problems(code)).toHaveLength(1);
  });

  it('accepts a write that names its columns, with a conditional literal', () => {
    expect(
      problems('tx.update(events).set({ note: body.note, date: body.date, ...(moved ? { latitude: null } : {}) });'),
    ).toEqual([]);
  });
});
