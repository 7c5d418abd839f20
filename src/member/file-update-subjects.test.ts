import { describe, expect, it } from 'vitest';
import { fileUpdateSubjectNames, type FileUpdateEntry } from './file-update-subjects.ts';

const change = (field: string, oldValue: string | null, newValue: string | null) => ({ field, oldValue, newValue });
const entry = (
  id: string,
  subject: string,
  subjectId: string,
  ...detailedChanges: FileUpdateEntry['detailedChanges']
) => ({
  id,
  subject,
  subjectId,
  detailedChanges,
});

describe('which phone, e-mail or address a member file update is about', () => {
  // Issue 38: making the work phone primary wrote two 'Phone number: Updated, Primary' entries and
  // neither said which phone it was.
  it('names a row by its value now when no newer entry changed it', () => {
    const entries = [
      entry('e2', 'phoneNumber', 'work', change('primary', 'false', 'true')),
      entry('e1', 'phoneNumber', 'home', change('primary', 'true', 'false')),
    ];
    const now = new Map([
      ['work', '+13125550101'],
      ['home', '+13125550100'],
    ]);
    expect(fileUpdateSubjectNames(entries, now)).toEqual(
      new Map([
        ['e2', '+13125550101'],
        ['e1', '+13125550100'],
      ]),
    );
  });

  it('names a row as it was then: before a newer change of its number, and after its own', () => {
    const entries = [
      entry('e3', 'phoneNumber', 'p', change('number', '+13125550100', '+13125550199')),
      entry('e2', 'phoneNumber', 'p', change('description', 'Home', 'Mobile')),
      entry('e1', 'phoneNumber', 'p', change('number', null, '+13125550100'), change('description', null, 'Home')),
    ];
    expect(fileUpdateSubjectNames(entries, new Map([['p', '+13125550199']]))).toEqual(
      new Map([
        ['e3', '+13125550199'],
        ['e2', '+13125550100'],
        ['e1', '+13125550100'],
      ]),
    );
  });

  it('names a row deleted since from its deletion entry, and each subject by its own field', () => {
    const entries = [
      entry('e4', 'address', 'a', change('line1', '12 Elm St', null), change('primary', 'false', null)),
      entry('e3', 'address', 'a', change('description', 'Home', 'Old home')),
      entry('e2', 'emailAddress', 'm', change('primary', 'false', 'true')),
      entry('e1', 'personalInfo', 'member', change('preferredName', null, 'Sam')),
    ];
    expect(fileUpdateSubjectNames(entries, new Map([['m', 'sam@example.org']]))).toEqual(
      new Map([
        ['e4', '12 Elm St'],
        ['e3', '12 Elm St'],
        ['e2', 'sam@example.org'],
      ]),
    );
  });

  it('names nothing it cannot know', () => {
    expect(
      fileUpdateSubjectNames([entry('e1', 'phoneNumber', 'gone', change('primary', 'true', 'false'))], new Map()),
    ).toEqual(new Map());
  });
});
