/**
 * Baseline change rows for administered objects written without one. An admin write's audit entry
 * takes its "before" from the object's latest change row (`admin-changes.ts`); the demo's seed
 * inserts its customers, teams, staff, numbers and content directly, so an admin's first edit of one
 * of them would say only "before unknown". After seeding, each such object gets one upsert change
 * row holding its state as the admin area presents it.
 *
 * One lister per administered kind, the list routes' own readers, typed over ADMINISTERED_KINDS:
 * a new administered kind does not compile until it says how its objects are listed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ADMINISTERED_KINDS, NEEDS_METADATA_ROW_ID, type EntityShape } from '../../domain/index.ts';
import { rowsOf, writeWithChanges, type PendingChange } from '../db/changes.ts';
import type { Db, Tx } from '../db/connect.ts';
import { ADMINISTERED_LIST } from './admin-changes.ts';
import { consentTerms, users, LIVE_STAFF } from '../db/schema/index.ts';
import { presentConsentTerm } from '../consent/staff-reads.ts';
import { readNeedsMetadata } from '../needs/metadata.ts';
import { presentCustomers } from '../routes/admin-customers-present.ts';
import { listTemplateCategories } from '../routes/admin-message-templates.ts';
import { listInternalNumbers } from '../routes/admin-phone-numbers.ts';
import { listSurveyAssignments } from '../routes/admin-survey-assignment.ts';
import { listLearnMoreRecords, listSurveyRecords } from '../routes/admin-survey-records.ts';
import { listTeams } from '../routes/admin-teams.ts';
import { presentAdminUsers } from '../routes/admin-users-present.ts';
import { listSegments } from '../routes/customer-segments.ts';
import { listTrainingStatuses } from '../routes/training.ts';

type AdministeredKind = (typeof ADMINISTERED_KINDS)[number];
type Lister<K extends AdministeredKind> = (tx: Tx, organisationId: string) => Promise<EntityShape<K>[]>;

const LISTERS: { [K in AdministeredKind]: Lister<K> } = {
  customer: (tx, organisationId) => presentCustomers(tx, organisationId),
  consentTerm: async (tx, organisationId) =>
    (await tx.select().from(consentTerms).where(eq(consentTerms.organisationId, organisationId))).map(
      presentConsentTerm,
    ),
  team: listTeams,
  internalPhoneNumber: listInternalNumbers,
  adminUser: async (tx, organisationId) =>
    presentAdminUsers(
      tx,
      await tx
        .select()
        .from(users)
        .where(and(eq(users.organisationId, organisationId), LIVE_STAFF)),
    ),
  messageTemplateCategory: listTemplateCategories,
  needsMetadata: async (tx, organisationId) => [
    { id: NEEDS_METADATA_ROW_ID, ...(await readNeedsMetadata(tx, organisationId)) },
  ],
  trainingProviderStatus: listTrainingStatuses,
  surveyRecord: listSurveyRecords,
  learnMoreRecord: listLearnMoreRecords,
  surveyAssignment: listSurveyAssignments,
  customerSegment: listSegments,
};

/** Records a baseline for each administered object of the organisation that has no change row; answers how many. */
export async function recordBaselines(db: Db, organisationId: string): Promise<number> {
  const { result } = await writeWithChanges(db, organisationId, async (tx, changes) => {
    const recorded = new Set(
      rowsOf<{ entity: string; entity_id: string }>(
        await tx.execute(sql`
          select distinct entity, entity_id from change_log
          where organisation_id = ${organisationId}
            and entity in (${ADMINISTERED_LIST})`),
      ).map((row) => `${row.entity}:${row.entity_id}`),
    );
    let count = 0;
    for (const kind of ADMINISTERED_KINDS) {
      for (const data of await LISTERS[kind](tx, organisationId)) {
        if (recorded.has(`${kind}:${data.id}`)) continue;
        changes.record({ entity: kind, id: data.id, op: 'upsert', data } as PendingChange);
        count++;
      }
    }
    return count;
  });
  return result;
}
