/**
 * Message Templates (spec part 3 sections 2, 3, 7): an organisation's template categories and their
 * templates, written by its admins and offered by every guide's text dialog (GET
 * /chat/messages/templates, messages-templates.ts, reads `listTemplateCategories`). A template
 * travels inside its category, so each write records the change of every category it touched (a
 * template moved: both), and open dialogs follow at once. A template names only variables the
 * dialog can fill (the body's schema); its customers are all, or some of the organisation's own.
 * Another organisation's category, template or customer answers as if it did not exist.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { ENTITIES, MESSAGE_TEMPLATE_LIMITS, MESSAGE_TEMPLATE_MESSAGES, type EntityShape } from '../../domain/index.ts';
import { toWire } from '../../domain/entities/columns.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db, Tx } from '../db/connect.ts';
import type { ChangeRecorder } from '../db/changes.ts';
import { CATEGORY_NAME_INDEX, clients, messageTemplateCategories, messageTemplates } from '../db/schema/index.ts';
import { together } from '../db/together.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { refusedFields } from './interaction-records.ts';
import { refusingTakenName } from './taken-names.ts';

type CategoryRow = typeof messageTemplateCategories.$inferSelect;
type TemplateRow = typeof messageTemplates.$inferSelect;
type Category = EntityShape<'messageTemplateCategory'>;

function presentCategory(row: CategoryRow, templates: readonly TemplateRow[]): Category {
  return toWire(ENTITIES.messageTemplateCategory.table.columns, row, {
    templates: templates
      .filter((template) => template.categoryId === row.id)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id))
      .map((template) => ({
        id: template.id,
        template: template.template,
        categoryId: template.categoryId,
        sortOrder: template.sortOrder,
        allClients: template.allClients,
        clientIds: template.clientIds,
      })),
  });
}

/** The organisation's categories by sort order, each with its templates by sort order. */
export async function listTemplateCategories(db: Db | Tx, organisationId: string): Promise<Category[]> {
  const [categories, templates] = await together(db, [
    () =>
      db
        .select()
        .from(messageTemplateCategories)
        .where(eq(messageTemplateCategories.organisationId, organisationId))
        .orderBy(asc(messageTemplateCategories.sortOrder), asc(messageTemplateCategories.name))
        .limit(MESSAGE_TEMPLATE_LIMITS.categoriesPerOrganisation),
    () =>
      db
        .select()
        .from(messageTemplates)
        .where(eq(messageTemplates.organisationId, organisationId))
        .limit(MESSAGE_TEMPLATE_LIMITS.categoriesPerOrganisation * 10),
  ]);
  return categories.map((category) => presentCategory(category, templates));
}

/** One category of the organisation as it is now, with its templates; another organisation's is not found. */
async function readCategory(tx: Tx, organisationId: string, id: string): Promise<Category> {
  const [row] = await tx
    .select()
    .from(messageTemplateCategories)
    .where(and(eq(messageTemplateCategories.organisationId, organisationId), eq(messageTemplateCategories.id, id)));
  if (!row) throw notFound();
  const templates = await tx
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.organisationId, organisationId), eq(messageTemplates.categoryId, id)));
  return presentCategory(row, templates);
}

/** The category as the write left it, its change recorded (the write's confirmation, when last). */
async function recordCategory(tx: Tx, changes: ChangeRecorder, organisationId: string, id: string, created = false) {
  const data = await readCategory(tx, organisationId, id);
  changes.record({ entity: 'messageTemplateCategory', id, op: 'upsert', data, ...(created ? { created } : {}) });
  return data;
}

/** The category, locked for the write; another organisation's is not found. */
async function lockedCategory(tx: Tx, actor: Actor, id: string): Promise<CategoryRow> {
  const [row] = await tx
    .select()
    .from(messageTemplateCategories)
    .where(
      and(eq(messageTemplateCategories.organisationId, actor.organisationId), eq(messageTemplateCategories.id, id)),
    )
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** A write of a category's name: one another admin saved meanwhile is refused as `refuseTakenName` refuses it. */
const namingCategory = <T>(write: () => Promise<T>) =>
  refusingTakenName(CATEGORY_NAME_INDEX, MESSAGE_TEMPLATE_MESSAGES.nameTaken, write);

async function refuseTakenName(tx: Tx, actor: Actor, name: string, exceptId: string | null) {
  const [taken] = await tx
    .select({ id: messageTemplateCategories.id })
    .from(messageTemplateCategories)
    .where(
      and(
        eq(messageTemplateCategories.organisationId, actor.organisationId),
        eq(sql`lower(${messageTemplateCategories.name})`, name.toLowerCase()),
        exceptId === null ? undefined : ne(messageTemplateCategories.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw refusedFields([{ property: 'name', message: MESSAGE_TEMPLATE_MESSAGES.nameTaken }]);
}

/** All customers (none named), or at least one, each the organisation's own (another's: not found). */
async function checkedClients(tx: Tx, actor: Actor, allClients: boolean, clientIds: readonly string[]) {
  if (allClients) return [];
  const ids = [...new Set(clientIds)];
  if (!ids.length) throw refusedFields([{ property: 'clientIds', message: MESSAGE_TEMPLATE_MESSAGES.clientsRequired }]);
  const own = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(inArray(clients.id, ids), eq(clients.organisationId, actor.organisationId)));
  if (own.length !== ids.length) throw notFound();
  return ids;
}

export function adminMessageTemplatesHandlers(
  _ctx: AppContext,
): HandlersOf<
  'createMessageTemplateCategory' | 'updateMessageTemplateCategory' | 'createMessageTemplate' | 'updateMessageTemplate'
> {
  return {
    async createMessageTemplateCategory({ actor, body, write }) {
      return write(async (tx, changes) => {
        // A repeated create (the same id) answers the category it made.
        const [existing] = await tx
          .select({ id: messageTemplateCategories.id })
          .from(messageTemplateCategories)
          .where(
            and(
              eq(messageTemplateCategories.organisationId, actor.organisationId),
              eq(messageTemplateCategories.id, body.id),
            ),
          );
        if (existing) return readCategory(tx, actor.organisationId, existing.id);
        await refuseTakenName(tx, actor, body.name, null);
        await namingCategory(() =>
          tx.insert(messageTemplateCategories).values({
            organisationId: actor.organisationId,
            id: body.id,
            name: body.name,
            sortOrder: body.sortOrder,
            stageKey: body.stageKey,
          }),
        );
        return recordCategory(tx, changes, actor.organisationId, body.id, true);
      });
    },

    async updateMessageTemplateCategory({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        const found = await lockedCategory(tx, actor, params.id);
        await refuseTakenName(tx, actor, body.name, found.id);
        await namingCategory(() =>
          tx
            .update(messageTemplateCategories)
            .set({ name: body.name, sortOrder: body.sortOrder, stageKey: body.stageKey })
            .where(
              and(
                eq(messageTemplateCategories.organisationId, actor.organisationId),
                eq(messageTemplateCategories.id, found.id),
              ),
            ),
        );
        return recordCategory(tx, changes, actor.organisationId, found.id);
      });
    },

    async createMessageTemplate({ actor, body, write }) {
      return write(async (tx, changes) => {
        const [existing] = await tx
          .select({ categoryId: messageTemplates.categoryId })
          .from(messageTemplates)
          .where(and(eq(messageTemplates.organisationId, actor.organisationId), eq(messageTemplates.id, body.id)));
        if (existing) return readCategory(tx, actor.organisationId, existing.categoryId);
        const category = await lockedCategory(tx, actor, body.categoryId);
        const clientIds = await checkedClients(tx, actor, body.allClients, body.clientIds);
        await tx.insert(messageTemplates).values({
          organisationId: actor.organisationId,
          id: body.id,
          categoryId: category.id,
          template: body.template,
          sortOrder: body.sortOrder,
          allClients: body.allClients,
          clientIds,
        });
        return recordCategory(tx, changes, actor.organisationId, category.id);
      });
    },

    async updateMessageTemplate({ actor, params, body, write }) {
      return write(async (tx, changes) => {
        const [found] = await tx
          .select()
          .from(messageTemplates)
          .where(and(eq(messageTemplates.organisationId, actor.organisationId), eq(messageTemplates.id, params.id)))
          .for('update');
        if (!found) throw notFound();
        const category = await lockedCategory(tx, actor, body.categoryId);
        const clientIds = await checkedClients(tx, actor, body.allClients, body.clientIds);
        await tx
          .update(messageTemplates)
          .set({
            categoryId: category.id,
            template: body.template,
            sortOrder: body.sortOrder,
            allClients: body.allClients,
            clientIds,
          })
          .where(and(eq(messageTemplates.organisationId, actor.organisationId), eq(messageTemplates.id, found.id)));
        // Moved: the category it left changes too; the one it is in now is recorded last (it confirms).
        if (found.categoryId !== category.id) await recordCategory(tx, changes, actor.organisationId, found.categoryId);
        return recordCategory(tx, changes, actor.organisationId, category.id);
      });
    },
  };
}
