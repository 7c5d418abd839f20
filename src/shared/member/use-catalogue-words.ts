import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { VISIT_OUTCOME_KEYS, type MemberStageKey, type MemberStatusKey } from '../../../domain/index.ts';

type OutcomeKey = (typeof VISIT_OUTCOME_KEYS)[number];

/**
 * The fixed catalogues the server sends by key with an English name (member statuses and stages,
 * call and visit outcomes: part 1 sections 3 and 9), in the reader's language. The server's name
 * stays the fallback for a key this build does not know.
 */
export interface CatalogueWords {
  memberStatus: Readonly<Record<MemberStatusKey, string>>;
  memberStage: Readonly<Record<MemberStageKey, string>>;
  outcome: Readonly<Record<OutcomeKey, string>>;
  /** A catalogue entry's name by its key, else the server's (English) name. */
  name: (catalogue: 'memberStatus' | 'memberStage' | 'outcome', key: string | undefined, fallback: string) => string;
}

export function useCatalogueWords(): CatalogueWords {
  const { t } = useLingui();
  return useMemo(() => {
    const memberStatus: Record<MemberStatusKey, string> = {
      new: t`New`,
      attempted: t`Attempted`,
      interacted: t`Interacted`,
      'newly-engaged': t`Newly engaged`,
      queued: t`Queued`,
      're-engaged': t`Re engaged`,
      'skill-building': t`Skill building`,
      misconduct: t`Misconduct`,
      'refused-services': t`Refused services`,
      'off-plan': t`Off plan`,
      completed: t`Completed`,
      'timed-out': t`Timed out`,
      deceased: t`Deceased`,
      'unable-to-newly-engage': t`Unable to newly engage`,
      'unable-to-re-engage': t`Unable to re engage`,
      'out-of-scope': t`Out of scope`,
      graduated: t`Graduated`,
      'no-contact': t`No contact`,
      discharged: t`Discharged`,
      paused: t`Paused`,
      ineligible: t`Ineligible`,
      unequipped: t`Unequipped`,
    };
    const memberStage: Record<MemberStageKey, string> = {
      outreach: t({ message: 'Outreach', context: 'member stage' }),
      'in-program': t`In program`,
      independence: t`Independence`,
    };
    const outcome: Record<OutcomeKey, string> = {
      engaged: t`Engaged`,
      answered: t`Answered`,
      'another-person': t`Another person`,
      other: t`Other`,
      'wrong-address': t`Wrong address`,
      inaccessible: t`Inaccessible`,
    };
    const lists = { memberStatus, memberStage, outcome } as const;
    const name: CatalogueWords['name'] = (catalogue, key, fallback) =>
      (key !== undefined ? (lists[catalogue] as Partial<Record<string, string>>)[key] : undefined) ?? fallback;
    return { ...lists, name };
  }, [t]);
}

/** A stage's key from the name the server gives it ('In program' -> 'in-program'; the reference data's rule). */
export const stageKeyOfName = (name: string): string => name.toLowerCase().replace(/ /g, '-');
