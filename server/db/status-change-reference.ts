/**
 * The member statuses' status change request fields (spec part 2 sections 3 and 4): which stage or
 * current status may ask for each one, its description and the effective date's question, and
 * which are admin-level (only CAN_REQUEST_ADMIN_LEVEL_STATUSES holders), not selectable (set by the
 * product itself) or deprecated (hidden). Written at every start, so a changed value reaches
 * existing databases.
 */
import { eq } from 'drizzle-orm';
import {
  MEMBER_STAGE_KEYS,
  MEMBER_STATUS_KEYS,
  type MemberStageKey,
  type MemberStatusKey,
} from '../../domain/index.ts';
import type { Db } from './connect.ts';
import { memberStatuses } from './schema/index.ts';

interface StatusRequestRule {
  description: string;
  question: string;
  stages?: MemberStageKey[];
  fromStatuses?: MemberStatusKey[];
  /** Offered only to holders of the admin-level permission. */
  adminLevel?: boolean;
  /** Set by the product, never asked for (admin-level holders still see it, marked). */
  notSelectable?: boolean;
  deprecated?: boolean;
}

const RULES: Record<MemberStatusKey, StatusRequestRule> = {
  new: {
    description: 'The member has not been contacted yet.',
    question: 'When did the member become new?',
    notSelectable: true,
  },
  attempted: {
    description: 'We tried to reach the member but have not talked with them yet.',
    question: 'When was the first attempt to reach the member?',
    stages: ['outreach'],
  },
  interacted: {
    description: 'We talked with the member, who has not engaged yet.',
    question: 'When did you first talk with the member?',
    stages: ['outreach'],
  },
  'newly-engaged': {
    description: 'The member agreed to work with their guide.',
    question: 'When did the member engage?',
    stages: ['outreach'],
  },
  queued: { description: 'The member waits for a guide.', question: 'When was the member queued?', adminLevel: true },
  're-engaged': {
    description: 'The member came back to working with their guide.',
    question: 'When did the member re-engage?',
    stages: ['in-program'],
    fromStatuses: ['paused', 'unable-to-re-engage', 'timed-out'],
  },
  'skill-building': {
    description: 'The member is building skills toward their goals.',
    question: 'When did skill building start?',
    stages: ['in-program'],
  },
  misconduct: {
    description: 'The member was removed from the program for misconduct.',
    question: 'When did the misconduct happen?',
    adminLevel: true,
  },
  'refused-services': {
    description: 'The member said they do not want the program.',
    question: 'When did the member refuse services?',
    stages: ['outreach', 'in-program'],
  },
  'off-plan': {
    description: 'The member is no longer covered by the health plan.',
    question: 'When did the member leave the plan?',
    adminLevel: true,
  },
  completed: {
    description: 'The member completed the program.',
    question: 'When did the member complete the program?',
    stages: ['in-program'],
  },
  'timed-out': {
    description: 'The member stopped responding for too long.',
    question: 'When did the member time out?',
    notSelectable: true,
  },
  deceased: {
    description: 'The member passed away.',
    question: 'When did the member pass away?',
    stages: ['outreach', 'in-program', 'independence'],
  },
  'unable-to-newly-engage': {
    description: 'Every outreach attempt failed to engage the member.',
    question: 'When was the last outreach attempt?',
    stages: ['outreach'],
  },
  'unable-to-re-engage': {
    description: 'We could not bring the member back to the program.',
    question: 'When was the last attempt to re-engage?',
    stages: ['in-program'],
  },
  'out-of-scope': {
    description: 'The member needs care the program does not give.',
    question: 'When was the member found out of scope?',
    adminLevel: true,
  },
  graduated: {
    description: 'The member reached their goals and graduated.',
    question: 'When did the member graduate?',
    stages: ['in-program', 'independence'],
  },
  'no-contact': {
    description: 'No contact details for the member.',
    question: 'Since when has there been no contact?',
    deprecated: true,
  },
  discharged: {
    description: 'The member was discharged from the program.',
    question: 'When was the member discharged?',
    adminLevel: true,
  },
  paused: {
    description: 'The member asked to pause the program for a while.',
    question: 'When does the pause start?',
    stages: ['in-program'],
  },
  ineligible: {
    description: 'The member is not eligible for the program.',
    question: 'When was the member found ineligible?',
    adminLevel: true,
  },
  unequipped: {
    description: 'The member has no phone to take part.',
    question: 'Since when has the member had no phone?',
    deprecated: true,
  },
};

// Reference ids are catalogue positions (db/reference-data.ts seeds them so).
const statusId = (key: MemberStatusKey) => MEMBER_STATUS_KEYS.indexOf(key) + 1;
const stageId = (key: MemberStageKey) => MEMBER_STAGE_KEYS.indexOf(key) + 1;

export async function ensureStatusChangeReference(db: Db): Promise<void> {
  for (const key of MEMBER_STATUS_KEYS) {
    const rule = RULES[key];
    await db
      .update(memberStatuses)
      .set({
        changeRequestDescription: rule.description,
        effectiveAtQuestionText: rule.question,
        isSelectable: !rule.notSelectable,
        adminLevel: rule.adminLevel ?? false,
        deprecated: rule.deprecated ?? false,
        changeRequestStageIds: (rule.stages ?? []).map(stageId),
        changeRequestStatusIds: (rule.fromStatuses ?? []).map(statusId),
      })
      .where(eq(memberStatuses.key, key));
  }
}
