/**
 * The organisation's message template categories, each with its templates, whole and live: the
 * admin's Message Templates pages and every guide's text dialog read this one query, so a template
 * an admin saves is offered in open dialogs at once.
 */
import { OPERATIONS } from '../../domain/index.ts';
import { page } from '../page-loader.ts';
import { defineQuery, type RowOf } from './define.ts';

/** `attempt` only gives a new query identity: a screen retries a failed load by asking again with the next number. */
export const messageTemplateCategories = defineQuery({
  name: 'messageTemplateCategories',
  pages: () => [page(OPERATIONS.messageTemplates, {})],
  query:
    (_params: { attempt: number }, { messageTemplateCategory }) =>
    (q) =>
      q
        .from({ messageTemplateCategory })
        .orderBy(({ messageTemplateCategory }) => messageTemplateCategory.sortOrder, 'asc')
        .orderBy(({ messageTemplateCategory }) => messageTemplateCategory.name, 'asc')
        .select(({ messageTemplateCategory }) => ({ ...messageTemplateCategory })),
});
export type MessageTemplateCategoryRow = RowOf<typeof messageTemplateCategories>;
