/** The fixed catalogues every database needs (statuses, stages, outcomes, notification groups). */
import {
  CALL_OUTCOME_KEYS,
  MEMBER_STAGE_KEYS,
  MEMBER_STATUS_KEYS,
  NOTIFICATION_GROUPS,
  VISIT_OUTCOME_KEYS,
} from '../../domain/index.ts';
import type { Db } from './connect.ts';
import { ensureStatusChangeReference } from './status-change-reference.ts';
import {
  interactionOutcomes,
  memberStages,
  memberStatuses,
  memberSummaryFeedbackDescriptions,
  notificationGroups,
} from './schema/index.ts';

const title = (key: string) => key.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The member summary feedback dialog's choices (fixed ids: feedback rows point at them). */
export const SUMMARY_FEEDBACK_DESCRIPTIONS = [
  { id: '5b0f4a52-3c1e-4c0a-9a51-0d6f1f1a0001', description: 'Accurate and helpful', isPositive: true },
  { id: '5b0f4a52-3c1e-4c0a-9a51-0d6f1f1a0002', description: 'Missing important information', isPositive: false },
  { id: '5b0f4a52-3c1e-4c0a-9a51-0d6f1f1a0003', description: 'Contains incorrect information', isPositive: false },
  { id: '5b0f4a52-3c1e-4c0a-9a51-0d6f1f1a0004', description: 'Out of date', isPositive: false },
  { id: '5b0f4a52-3c1e-4c0a-9a51-0d6f1f1a0005', description: 'Too long or hard to read', isPositive: false },
] as const;

export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(memberStatuses)
    .values(MEMBER_STATUS_KEYS.map((key, i) => ({ id: i + 1, key, name: title(key), sortOrder: i + 1 })))
    .onConflictDoNothing();
  await db
    .insert(memberStages)
    .values(MEMBER_STAGE_KEYS.map((key, i) => ({ id: i + 1, key, name: title(key) })))
    .onConflictDoNothing();
  await ensureStatusChangeReference(db);
  await db
    .insert(interactionOutcomes)
    .values([
      ...CALL_OUTCOME_KEYS.map((key, i) => ({ id: i + 1, kind: 'call', key, name: title(key) })),
      ...VISIT_OUTCOME_KEYS.map((key, i) => ({ id: 100 + i + 1, kind: 'visit', key, name: title(key) })),
    ])
    .onConflictDoNothing();
  await db
    .insert(notificationGroups)
    .values(NOTIFICATION_GROUPS.map((g) => ({ ...g })))
    .onConflictDoNothing();
  await db
    .insert(memberSummaryFeedbackDescriptions)
    .values(SUMMARY_FEEDBACK_DESCRIPTIONS.map((d, i) => ({ ...d, sortOrder: i + 1 })))
    .onConflictDoNothing();
}
