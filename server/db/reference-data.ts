/** The fixed catalogues every database needs (statuses, stages, outcomes, notification groups). */
import { CALL_OUTCOME_KEYS, MEMBER_STAGE_KEYS, MEMBER_STATUS_KEYS, NOTIFICATION_GROUPS, VISIT_OUTCOME_KEYS } from '../../domain/index.ts';
import type { Db } from './connect.ts';
import { interactionOutcomes, memberStages, memberStatuses, notificationGroups } from './schema/index.ts';

const title = (key: string) => key.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

export async function ensureReferenceData(db: Db): Promise<void> {
  await db.insert(memberStatuses).values(MEMBER_STATUS_KEYS.map((key, i) => ({ id: i + 1, key, name: title(key), sortOrder: i + 1 }))).onConflictDoNothing();
  await db.insert(memberStages).values(MEMBER_STAGE_KEYS.map((key, i) => ({ id: i + 1, key, name: title(key) }))).onConflictDoNothing();
  await db
    .insert(interactionOutcomes)
    .values([
      ...CALL_OUTCOME_KEYS.map((key, i) => ({ id: i + 1, kind: 'call', key, name: title(key) })),
      ...VISIT_OUTCOME_KEYS.map((key, i) => ({ id: 100 + i + 1, kind: 'visit', key, name: title(key) })),
    ])
    .onConflictDoNothing();
  await db.insert(notificationGroups).values(NOTIFICATION_GROUPS.map((g) => ({ ...g }))).onConflictDoNothing();
}
