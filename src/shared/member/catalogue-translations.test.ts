/**
 * Every catalogue the portal shows (member statuses and stages, call and visit outcomes, need
 * statuses, outreach phases, event and interaction kinds, survey and goal states, pick lists, ...)
 * reads in Spanish (#38: member status names showed in English on the Spanish portal). The build
 * already fails on a missing translation; this fails on one that only copies the English, unless
 * the word is the same in both languages. The label maps are the files below; a new one joins them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

const CATALOGUE_FILES = [
  'src/shared/member/use-catalogue-words.ts',
  'src/shared/member/use-personal-info-choices.ts',
  'src/shared/member/use-outreach-phase-text.ts',
  'src/shared/member/use-interaction-words.ts',
  'src/shared/member/use-member-info-words.ts',
  'src/members/use-member-list-labels.ts',
  'src/docket/use-docket-labels.ts',
  'src/calls/use-calls-labels.ts',
  'src/calls/phone-call/use-call-words.ts',
  'src/member/use-member-labels.ts',
  'src/member/use-consent-words.ts',
  'src/needs/use-need-words.ts',
  'src/hospitalizations/use-hospitalization-words.ts',
  'src/notifications/use-notification-words.ts',
  'src/scheduled-events/use-event-words.ts',
  'src/status-change-requests/use-status-change-words.ts',
  'src/surveys/use-survey-words.ts',
  'src/texts/use-text-words.ts',
  'src/transfers/use-transfer-words.ts',
  'src/resource-hub/use-service-tag-words.ts',
];

/** Words written the same in Spanish (names of languages, codes, loanwords). */
const SAME_IN_SPANISH = new Set([
  'No',
  'Hindi',
  'Hmong',
  'Igbo',
  'Ilocano',
  'Karen',
  'Kinyarwanda',
  'Lao',
  'Navajo',
  'Tamil',
  'Telugu',
  'Urdu',
  'Yoruba',
  'Total',
  'Error',
  'Email',
  'SMS',
  'ID',
  'Hospital',
  'Legal',
]);

interface Entry {
  msgid: string;
  msgstr: string;
  references: string[];
}

/** The catalogue's entries (one-line msgid and msgstr, as `lingui extract` writes short messages). */
function entries(po: string): Entry[] {
  return po.split(/\n\n+/).flatMap((block) => {
    const msgid = /^msgid "((?:[^"\\]|\\.)*)"$/m.exec(block)?.[1];
    const msgstr = /^msgstr "((?:[^"\\]|\\.)*)"$/m.exec(block)?.[1];
    if (!msgid || msgstr === undefined) return [];
    const references = [...block.matchAll(/^#: (\S+)/gm)].map((match) => match[1]!);
    return [{ msgid, msgstr, references }];
  });
}

describe('catalogue labels in Spanish', () => {
  const spanish = entries(readFileSync(join(ROOT, 'src/locales/es.po'), 'utf8'));
  const catalogue = spanish.filter((entry) => entry.references.some((file) => CATALOGUE_FILES.includes(file)));

  it('reads every label map this test knows of', () => {
    for (const file of CATALOGUE_FILES) {
      expect(
        catalogue.some((entry) => entry.references.includes(file)),
        file,
      ).toBe(true);
    }
  });

  it('has a Spanish text for every catalogue label, in other words than the English where they differ', () => {
    const untranslated = catalogue
      .filter((entry) => !entry.msgstr || (entry.msgstr === entry.msgid && !SAME_IN_SPANISH.has(entry.msgid)))
      .map((entry) => `${entry.msgid} (${entry.references.join(', ')})`);
    expect(untranslated).toEqual([]);
  });
});
