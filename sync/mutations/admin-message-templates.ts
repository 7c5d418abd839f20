/**
 * Message Templates' writes, each shown at once and rolled back on a refusal: a new category joins
 * the sidebar, a template its category's list (moved: it leaves the other). Templates live inside
 * their category's row, so each write confirms on the category the template is in now.
 */
import {
  OPERATIONS,
  type BodyOf,
  type createMessageTemplateBody,
  type createTemplateCategoryBody,
  type updateMessageTemplateBody,
  type updateTemplateCategoryBody,
} from '../../domain/index.ts';
import type { Collections } from '../store/entity-store.ts';
import { asSent, defineMutation } from './define.ts';

export const createMessageTemplateCategory = defineMutation({
  operation: OPERATIONS.createMessageTemplateCategory,
  request: (body: BodyOf<typeof OPERATIONS.createMessageTemplateCategory>) => ({ body }),
  optimistic: (collections, args) => {
    const body = asSent<typeof createTemplateCategoryBody>(args);
    if (!body.name || collections.messageTemplateCategory.has(body.id)) return;
    collections.messageTemplateCategory.insert({
      id: body.id,
      name: body.name,
      sortOrder: body.sortOrder,
      stageKey: body.stageKey,
      templates: [],
    });
  },
  confirms: (_args, answer) => ({ entity: 'messageTemplateCategory', id: answer.id }),
});

export type UpdateMessageTemplateCategoryArgs = BodyOf<typeof OPERATIONS.updateMessageTemplateCategory> & {
  id: string;
};

export const updateMessageTemplateCategory = defineMutation({
  operation: OPERATIONS.updateMessageTemplateCategory,
  request: ({ id, ...body }: UpdateMessageTemplateCategoryArgs) => ({ params: { id }, body }),
  optimistic: (collections, { id, ...args }) => {
    const body = asSent<typeof updateTemplateCategoryBody>(args);
    if (!body.name || !collections.messageTemplateCategory.has(id)) return;
    collections.messageTemplateCategory.update(id, (draft) => {
      draft.name = body.name;
      draft.sortOrder = body.sortOrder;
      draft.stageKey = body.stageKey;
    });
  },
  confirms: ({ id }) => ({ entity: 'messageTemplateCategory', id }),
});

type TemplateFields = typeof updateMessageTemplateBody.infer;

/** Puts the template in its category's list, by sort order, taking it out of any other. */
function placeTemplate(collections: Collections, id: string, body: TemplateFields): void {
  const categories = collections.messageTemplateCategory;
  if (!body.template || !categories.has(body.categoryId)) return;
  for (const [categoryId, category] of categories.entries())
    if (categoryId !== body.categoryId && category.templates.some((template) => template.id === id))
      categories.update(categoryId, (draft) => {
        draft.templates = draft.templates.filter((template) => template.id !== id);
      });
  categories.update(body.categoryId, (draft) => {
    const row = {
      id,
      template: body.template,
      categoryId: body.categoryId,
      sortOrder: body.sortOrder,
      allClients: body.allClients,
      clientIds: body.allClients ? [] : [...body.clientIds],
    };
    draft.templates = [...draft.templates.filter((template) => template.id !== id), row].sort(
      (a, b) => a.sortOrder - b.sortOrder,
    );
  });
}

export const createMessageTemplate = defineMutation({
  operation: OPERATIONS.createMessageTemplate,
  request: (body: BodyOf<typeof OPERATIONS.createMessageTemplate>) => ({ body }),
  optimistic: (collections, args) => {
    const { id, ...body } = asSent<typeof createMessageTemplateBody>(args);
    placeTemplate(collections, id, body);
  },
  confirms: (_args, answer) => ({ entity: 'messageTemplateCategory', id: answer.id }),
});

export type UpdateMessageTemplateArgs = BodyOf<typeof OPERATIONS.updateMessageTemplate> & { id: string };

export const updateMessageTemplate = defineMutation({
  operation: OPERATIONS.updateMessageTemplate,
  request: ({ id, ...body }: UpdateMessageTemplateArgs) => ({ params: { id }, body }),
  optimistic: (collections, { id, ...args }) =>
    placeTemplate(collections, id, asSent<typeof updateMessageTemplateBody>(args)),
  confirms: (_args, answer) => ({ entity: 'messageTemplateCategory', id: answer.id }),
});
