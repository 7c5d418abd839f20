/**
 * Surveys (admin) (spec part 3 sections 2, 3, 7): the organisation's surveys, each key's current
 * version with its assignment criteria, and saving the criteria. What this file guarantees:
 * - Admins only (the contracts' CAN_ACCESS_ADMIN_TOOLS). Another organisation's survey answers 404;
 *   so does a customer or segment that is not the organisation's. A stage that does not exist is a
 *   400 on `stageIds`. Every check runs before anything is written.
 * - Saving keeps the criteria per survey key and, in the same transaction, assigns the key's current
 *   version to every member they match (server/surveys/assign-by-criteria.ts); each assignment and
 *   the survey's row record their change rows, so guides and other admins see them live.
 */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { AssignmentConfiguration, DueAtConfig, EntityShape } from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import type { Tx } from '../db/connect.ts';
import { together } from '../db/together.ts';
import {
  assignedSurveys,
  clients,
  customerSegments,
  memberSegments,
  memberStages,
  surveyAssignmentConfigs,
  surveys,
  users,
} from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import {
  assignByCriteria,
  currentVersion,
  currentVersions,
  type SurveyVersion,
} from '../surveys/assign-by-criteria.ts';
import { refusedFields } from './interaction-records.ts';

type ConfigRow = typeof surveyAssignmentConfigs.$inferSelect;
type Reader = Pick<Tx, 'select'>;

export function presentSurveyAssignment(
  version: SurveyVersion,
  config: ConfigRow | undefined,
  openAssignments: number,
): EntityShape<'surveyAssignment'> {
  return {
    id: version.key,
    surveyId: version.id,
    key: version.key,
    name: version.name,
    displayName: version.displayName,
    isActionSurvey: version.isActionSurvey,
    publishedAt: (version.publishedAt ?? version.createdAt).toISOString(),
    assignmentConfiguration: config?.assignmentConfiguration ?? null,
    dueAtConfig: config?.dueAtConfig ?? null,
    openAssignments,
    updatedAt: config?.updatedAt.toISOString() ?? null,
  };
}

/** Open (not completed) assignments per survey key, of the keys given (all when omitted). */
async function openAssignmentsByKey(db: Reader, organisationId: string, keys?: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: surveys.key, n: count() })
    .from(assignedSurveys)
    .innerJoin(surveys, eq(surveys.id, assignedSurveys.surveyId))
    .where(
      and(
        eq(assignedSurveys.organisationId, organisationId),
        isNull(assignedSurveys.completedAt),
        keys ? inArray(surveys.key, keys) : undefined,
      ),
    )
    .groupBy(surveys.key);
  return new Map(rows.map((row) => [row.key, Number(row.n)]));
}

/** Customers and segments the criteria name must be the organisation's (404 otherwise); stages must exist (400). */
/** Each current survey of the organisation with its assignment criteria and open assignments, by name. */
export async function listSurveyAssignments(db: Pick<Tx, 'select' | 'selectDistinctOn'>, organisationId: string) {
  const [versions, configs, open] = await together(db, [
    () => currentVersions(db, organisationId),
    () => db.select().from(surveyAssignmentConfigs).where(eq(surveyAssignmentConfigs.organisationId, organisationId)),
    () => openAssignmentsByKey(db, organisationId),
  ]);
  const byKey = new Map(configs.map((c) => [c.surveyKey, c]));
  return versions
    .map((v) => presentSurveyAssignment(v, byKey.get(v.key), open.get(v.key) ?? 0))
    .sort((a, b) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key));
}

async function checkCriteria(
  db: Reader,
  actor: Actor,
  config: AssignmentConfiguration,
  due: DueAtConfig,
): Promise<void> {
  const clientIds = [...new Set(config.clientIds)];
  if (clientIds.length > 0) {
    const found = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.organisationId, actor.organisationId), inArray(clients.id, clientIds)));
    if (found.length !== clientIds.length) throw notFound();
  }
  const segmentIds = [...new Set([...config.segmentIds, ...due.segmentOverrides.map((o) => o.segmentId)])];
  if (segmentIds.length > 0) {
    const found = await db
      .select({ id: customerSegments.id })
      .from(customerSegments)
      .where(and(eq(customerSegments.organisationId, actor.organisationId), inArray(customerSegments.id, segmentIds)));
    if (found.length !== segmentIds.length) throw notFound();
  }
  const stageIds = [...new Set(config.stageIds)];
  if (stageIds.length > 0) {
    const found = await db.select({ id: memberStages.id }).from(memberStages).where(inArray(memberStages.id, stageIds));
    if (found.length !== stageIds.length)
      throw refusedFields([{ property: 'assignmentConfiguration.stageIds', message: 'Unknown member stage' }]);
  }
}

export function adminSurveyAssignmentHandlers(
  ctx: AppContext,
): HandlersOf<'surveyStagesSegments' | 'adminSurveys' | 'updateSurveyAssignment'> {
  const { db, clock } = ctx;
  return {
    async surveyStagesSegments({ actor }) {
      const [stages, segments, counts] = await Promise.all([
        db.select().from(memberStages).orderBy(memberStages.id),
        db
          .select({ id: customerSegments.id, clientId: customerSegments.clientId, name: customerSegments.name })
          .from(customerSegments)
          .where(eq(customerSegments.organisationId, actor.organisationId))
          .orderBy(customerSegments.clientId, customerSegments.sortOrder, customerSegments.name),
        db
          .select({
            clientId: users.clientId,
            segmentId: memberSegments.segmentId,
            stageId: users.memberStageId,
            members: count(),
          })
          .from(users)
          .leftJoin(memberSegments, eq(memberSegments.memberId, users.id))
          .where(
            and(eq(users.organisationId, actor.organisationId), eq(users.role, 'PATIENT'), eq(users.isDeleted, false)),
          )
          .groupBy(users.clientId, memberSegments.segmentId, users.memberStageId),
      ]);
      return {
        id: 'stages-segments',
        stages: stages.map((s) => ({ id: s.id, key: s.key, name: s.name })),
        segments,
        memberCounts: counts.map((c) => ({ ...c, members: Number(c.members) })),
      };
    },

    async adminSurveys({ actor }) {
      return { data: await listSurveyAssignments(db, actor.organisationId) };
    },

    async updateSurveyAssignment({ actor, params, body, write }) {
      const [named] = await db
        .select({ key: surveys.key })
        .from(surveys)
        .where(and(eq(surveys.id, params.surveyId), eq(surveys.organisationId, actor.organisationId)));
      if (!named) throw notFound();
      await checkCriteria(db, actor, body.assignmentConfiguration, body.dueAtConfig);
      const now = clock.now();
      return write(async (tx, changes) => {
        const version = await currentVersion(tx, actor.organisationId, named.key);
        if (!version) throw notFound();
        const values = {
          assignmentConfiguration: body.assignmentConfiguration,
          dueAtConfig: body.dueAtConfig,
          updatedByUserId: actor.user.id,
          updatedAt: now,
        };
        const [config] = await tx
          .insert(surveyAssignmentConfigs)
          .values({ organisationId: actor.organisationId, surveyKey: named.key, ...values })
          .onConflictDoUpdate({
            target: [surveyAssignmentConfigs.organisationId, surveyAssignmentConfigs.surveyKey],
            set: values,
          })
          .returning();
        await assignByCriteria(tx, changes, {
          organisationId: actor.organisationId,
          key: named.key,
          assignmentConfiguration: body.assignmentConfiguration,
          dueAtConfig: body.dueAtConfig,
          now,
        });
        const open = await openAssignmentsByKey(tx, actor.organisationId, [named.key]);
        const data = presentSurveyAssignment(version, config, open.get(named.key) ?? 0);
        changes.record({ entity: 'surveyAssignment', id: data.id, op: 'upsert', data });
        return data;
      });
    },
  };
}
