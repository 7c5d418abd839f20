import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MemberStatusKey, RequestableStatus } from '../../domain/index.ts';

interface StatusTexts {
  description: string;
  question: string;
}

/**
 * A status's change request description and effective-date question in the reader's language.
 * The catalogue (GET /users/member-statuses, seeded by server/db/status-change-reference.ts) holds
 * them in English, as it holds the statuses' names; the portal words the keys it knows and shows a
 * status it does not know as the catalogue has it.
 */
export function useStatusTexts(): (status: RequestableStatus | undefined) => StatusTexts | undefined {
  const { t } = useLingui();
  return useMemo(() => {
    const texts: Record<MemberStatusKey, StatusTexts> = {
      new: { description: t`The member has not been contacted yet.`, question: t`When did the member become new?` },
      attempted: {
        description: t`We tried to reach the member but have not talked with them yet.`,
        question: t`When was the first attempt to reach the member?`,
      },
      interacted: {
        description: t`We talked with the member, who has not engaged yet.`,
        question: t`When did you first talk with the member?`,
      },
      'newly-engaged': {
        description: t`The member agreed to work with their guide.`,
        question: t`When did the member engage?`,
      },
      queued: { description: t`The member waits for a guide.`, question: t`When was the member queued?` },
      're-engaged': {
        description: t`The member came back to working with their guide.`,
        question: t`When did the member re-engage?`,
      },
      'skill-building': {
        description: t`The member is building skills toward their goals.`,
        question: t`When did skill building start?`,
      },
      misconduct: {
        description: t`The member was removed from the program for misconduct.`,
        question: t`When did the misconduct happen?`,
      },
      'refused-services': {
        description: t`The member said they do not want the program.`,
        question: t`When did the member refuse services?`,
      },
      'off-plan': {
        description: t`The member is no longer covered by the health plan.`,
        question: t`When did the member leave the plan?`,
      },
      completed: {
        description: t`The member completed the program.`,
        question: t`When did the member complete the program?`,
      },
      'timed-out': {
        description: t`The member stopped responding for too long.`,
        question: t`When did the member time out?`,
      },
      deceased: { description: t`The member passed away.`, question: t`When did the member pass away?` },
      'unable-to-newly-engage': {
        description: t`Every outreach attempt failed to engage the member.`,
        question: t`When was the last outreach attempt?`,
      },
      'unable-to-re-engage': {
        description: t`We could not bring the member back to the program.`,
        question: t`When was the last attempt to re-engage?`,
      },
      'out-of-scope': {
        description: t`The member needs care the program does not give.`,
        question: t`When was the member found out of scope?`,
      },
      graduated: {
        description: t`The member reached their goals and graduated.`,
        question: t`When did the member graduate?`,
      },
      'no-contact': {
        description: t`No contact details for the member.`,
        question: t`Since when has there been no contact?`,
      },
      discharged: {
        description: t`The member was discharged from the program.`,
        question: t`When was the member discharged?`,
      },
      paused: {
        description: t`The member asked to pause the program for a while.`,
        question: t`When does the pause start?`,
      },
      ineligible: {
        description: t`The member is not eligible for the program.`,
        question: t`When was the member found ineligible?`,
      },
      unequipped: {
        description: t`The member has no phone to take part.`,
        question: t`Since when has the member had no phone?`,
      },
    };
    return (status) => {
      if (!status) return undefined;
      const known = (texts as Partial<Record<string, StatusTexts>>)[status.key];
      return {
        description: known?.description ?? status.changeRequestDescription ?? '',
        question: known?.question ?? status.effectiveAtQuestionText ?? '',
      };
    };
  }, [t]);
}
