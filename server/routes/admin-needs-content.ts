/**
 * Needs Content (spec part 3 sections 2, 3, 7): the organisation's needs metadata (domains,
 * categories, issues, activities, Z-codes), added and changed by its admins. The metadata is per
 * organisation: a row of another organisation, or a reference to one (a category's domain, an
 * issue's category or activities), answers as if it did not exist. Keys are unique per kind within
 * the organisation; a refusal writes nothing (the transaction rolls back). Every write records the
 * whole metadata as one change (`needsMetadata`), so open need dialogs follow it live; the audit
 * trail keeps who changed it and when (server/audit/rules.ts), naming no member.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { NEEDS_CONTENT_MESSAGES, NEEDS_METADATA_ROW_ID, type EntityShape } from '../../domain/index.ts';
import type { Actor } from '../auth/actor.ts';
import type { Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { needActivities, needCategories, needDomains, needIssues, needZCodes } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { readNeedsMetadata } from '../needs/metadata.ts';
import { refusedFields } from './interaction-records.ts';

type OwnedTable = PgTable & { id: PgColumn; organisationId: PgColumn; key: PgColumn };

/** Throws not found unless `id` is a row of `table` in the caller's organisation. */
async function ownRow(tx: Tx, table: OwnedTable, actor: Actor, id: string): Promise<void> {
  const [found] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.organisationId, actor.organisationId)))
    .for('update');
  if (!found) throw notFound();
}

/**
 * A create's client-made id: a repeat of the caller's own create is answered as done (true); an id
 * another organisation holds is refused on its field, as any other taken value, never a 500.
 */
async function alreadyMade(tx: Tx, table: OwnedTable, actor: Actor, id: string): Promise<boolean> {
  const [found] = await tx.select({ organisationId: table.organisationId }).from(table).where(eq(table.id, id));
  if (!found) return false;
  if (found.organisationId !== actor.organisationId)
    throw refusedFields([{ property: 'id', message: 'id is already in use' }]);
  return true;
}

/** Refuses the key on its field when another row of this kind in the organisation has it (`identity`: the row's id, a Z-code's code). */
async function keyIsFree(
  tx: Tx,
  table: PgTable & { organisationId: PgColumn; key: PgColumn },
  identity: PgColumn,
  actor: Actor,
  key: string,
  exceptId: string | null,
) {
  const [taken] = await tx
    .select({ id: identity })
    .from(table)
    .where(
      and(
        eq(table.organisationId, actor.organisationId),
        eq(table.key, key),
        exceptId === null ? undefined : ne(identity, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw refusedFields([{ property: 'key', message: NEEDS_CONTENT_MESSAGES.keyTaken }]);
}

/** An issue's activities must all be the organisation's (another's, or none: not found). */
async function ownActivities(tx: Tx, actor: Actor, activityIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(activityIds)];
  if (!unique.length) return unique;
  const found = await tx
    .select({ id: needActivities.id })
    .from(needActivities)
    .where(and(inArray(needActivities.id, unique), eq(needActivities.organisationId, actor.organisationId)));
  if (found.length !== unique.length) throw notFound();
  return unique;
}

/** An issue's Z-code is one of the organisation's (a code is not an object: unknown is refused on its field). */
async function ownZCode(tx: Tx, actor: Actor, code: string | null): Promise<void> {
  if (code === null) return;
  const [found] = await tx
    .select({ code: needZCodes.code })
    .from(needZCodes)
    .where(and(eq(needZCodes.organisationId, actor.organisationId), eq(needZCodes.code, code)));
  if (!found) throw refusedFields([{ property: 'zCode', message: NEEDS_CONTENT_MESSAGES.zCodeUnknown }]);
}

/** Records the whole metadata as it now is (last: the engine confirms the write on it) and answers it. */
async function recorded(tx: Tx, changes: ChangeRecorder, actor: Actor): Promise<EntityShape<'needsMetadata'>> {
  const data = { id: NEEDS_METADATA_ROW_ID, ...(await readNeedsMetadata(tx, actor.organisationId)) };
  changes.record({ entity: 'needsMetadata', id: data.id, op: 'upsert', data });
  return data;
}

export function adminNeedsContentHandlers({
  db,
}: AppContext): HandlersOf<
  | 'needsMetadataRow'
  | 'createNeedDomain'
  | 'updateNeedDomain'
  | 'createNeedCategory'
  | 'updateNeedCategory'
  | 'createNeedActivity'
  | 'updateNeedActivity'
  | 'createNeedIssue'
  | 'updateNeedIssue'
  | 'createNeedZCode'
  | 'updateNeedZCode'
> {
  return {
    async needsMetadataRow({ actor }) {
      return { id: NEEDS_METADATA_ROW_ID, ...(await readNeedsMetadata(db, actor.organisationId)) };
    },

    async createNeedDomain({ actor, body, write }) {
      return write(async (tx, changes) => {
        if (await alreadyMade(tx, needDomains, actor, body.id)) return recorded(tx, changes, actor);
        await keyIsFree(tx, needDomains, needDomains.id, actor, body.key, null);
        await tx.insert(needDomains).values({
          id: body.id,
          organisationId: actor.organisationId,
          key: body.key,
          name: body.name,
          sortOrder: body.sortOrder,
        });
        return recorded(tx, changes, actor);
      });
    },
    async updateNeedDomain({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        await ownRow(tx, needDomains, actor, params.id);
        await keyIsFree(tx, needDomains, needDomains.id, actor, body.key, params.id);
        await tx
          .update(needDomains)
          .set({ key: body.key, name: body.name, sortOrder: body.sortOrder })
          .where(eq(needDomains.id, params.id));
        return recorded(tx, changes, actor);
      });
    },

    async createNeedCategory({ actor, body, write }) {
      return write(async (tx, changes) => {
        if (await alreadyMade(tx, needCategories, actor, body.id)) return recorded(tx, changes, actor);
        await ownRow(tx, needDomains, actor, body.domainId);
        await keyIsFree(tx, needCategories, needCategories.id, actor, body.key, null);
        await tx.insert(needCategories).values({
          id: body.id,
          organisationId: actor.organisationId,
          domainId: body.domainId,
          key: body.key,
          name: body.name,
          sortOrder: body.sortOrder,
        });
        return recorded(tx, changes, actor);
      });
    },
    async updateNeedCategory({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        await ownRow(tx, needCategories, actor, params.id);
        await ownRow(tx, needDomains, actor, body.domainId);
        await keyIsFree(tx, needCategories, needCategories.id, actor, body.key, params.id);
        await tx
          .update(needCategories)
          .set({ key: body.key, name: body.name, domainId: body.domainId, sortOrder: body.sortOrder })
          .where(eq(needCategories.id, params.id));
        return recorded(tx, changes, actor);
      });
    },

    async createNeedActivity({ actor, body, write }) {
      return write(async (tx, changes) => {
        if (await alreadyMade(tx, needActivities, actor, body.id)) return recorded(tx, changes, actor);
        await keyIsFree(tx, needActivities, needActivities.id, actor, body.key, null);
        await tx.insert(needActivities).values({
          id: body.id,
          organisationId: actor.organisationId,
          key: body.key,
          name: body.name,
          overview: body.overview,
          defaultMinutes: body.defaultMinutes,
          icon: body.icon,
          sortOrder: body.sortOrder,
        });
        return recorded(tx, changes, actor);
      });
    },
    async updateNeedActivity({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        await ownRow(tx, needActivities, actor, params.id);
        await keyIsFree(tx, needActivities, needActivities.id, actor, body.key, params.id);
        await tx
          .update(needActivities)
          .set({
            key: body.key,
            name: body.name,
            overview: body.overview,
            defaultMinutes: body.defaultMinutes,
            icon: body.icon,
            sortOrder: body.sortOrder,
          })
          .where(eq(needActivities.id, params.id));
        return recorded(tx, changes, actor);
      });
    },

    async createNeedIssue({ actor, body, write }) {
      return write(async (tx, changes) => {
        if (await alreadyMade(tx, needIssues, actor, body.id)) return recorded(tx, changes, actor);
        await ownRow(tx, needCategories, actor, body.categoryId);
        const activityIds = await ownActivities(tx, actor, body.activityIds);
        await ownZCode(tx, actor, body.zCode);
        await keyIsFree(tx, needIssues, needIssues.id, actor, body.key, null);
        await tx.insert(needIssues).values({
          id: body.id,
          organisationId: actor.organisationId,
          categoryId: body.categoryId,
          key: body.key,
          label: body.label,
          zCode: body.zCode,
          defaultTimeFrameDays: body.defaultTimeFrameDays,
          tags: body.tags,
          activityIds,
          overview: body.overview,
          needRequiresAction: body.needRequiresAction,
          sortOrder: body.sortOrder,
        });
        return recorded(tx, changes, actor);
      });
    },
    async updateNeedIssue({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        await ownRow(tx, needIssues, actor, params.id);
        await ownRow(tx, needCategories, actor, body.categoryId);
        const activityIds = await ownActivities(tx, actor, body.activityIds);
        await ownZCode(tx, actor, body.zCode);
        await keyIsFree(tx, needIssues, needIssues.id, actor, body.key, params.id);
        await tx
          .update(needIssues)
          .set({
            categoryId: body.categoryId,
            key: body.key,
            label: body.label,
            zCode: body.zCode,
            defaultTimeFrameDays: body.defaultTimeFrameDays,
            tags: body.tags,
            activityIds,
            overview: body.overview,
            needRequiresAction: body.needRequiresAction,
            sortOrder: body.sortOrder,
          })
          .where(eq(needIssues.id, params.id));
        return recorded(tx, changes, actor);
      });
    },

    async createNeedZCode({ actor, body, write }) {
      return write(async (tx, changes) => {
        const [taken] = await tx
          .select({ code: needZCodes.code })
          .from(needZCodes)
          .where(and(eq(needZCodes.organisationId, actor.organisationId), eq(needZCodes.code, body.code)));
        if (taken) throw refusedFields([{ property: 'code', message: NEEDS_CONTENT_MESSAGES.codeTaken }]);
        await keyIsFree(tx, needZCodes, needZCodes.code, actor, body.key, null);
        await tx.insert(needZCodes).values({
          organisationId: actor.organisationId,
          code: body.code,
          key: body.key,
          title: body.title,
          issues: body.issues,
          assistances: body.assistances,
        });
        return recorded(tx, changes, actor);
      });
    },
    async updateNeedZCode({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        await keyIsFree(tx, needZCodes, needZCodes.code, actor, body.key, params.id);
        const [row] = await tx
          .update(needZCodes)
          .set({ key: body.key, title: body.title, issues: body.issues, assistances: body.assistances })
          .where(and(eq(needZCodes.organisationId, actor.organisationId), eq(needZCodes.code, params.id)))
          .returning({ code: needZCodes.code });
        if (!row) throw notFound();
        return recorded(tx, changes, actor);
      });
    },
  };
}
