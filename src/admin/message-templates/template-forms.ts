/**
 * The two drawers' values and schemas: the server's own field schemas (`domain/message-templates.ts`),
 * with the sort order as typed (a number box, empty: null) and the customers required unless all.
 */
import { type } from 'arktype';
import {
  MESSAGE_TEMPLATE_MESSAGES,
  messageTemplateText,
  templateCategoryName,
  templateSortOrder,
} from '../../../domain/index.ts';

const sortOrderAsTyped = type('number | null').narrow(
  (value, ctx) => templateSortOrder.allows(value) || ctx.reject({ message: MESSAGE_TEMPLATE_MESSAGES.sortOrder }),
);

export interface CategoryValues {
  name: string;
  sortOrder: number | null;
  /** '' for any stage. */
  stageKey: string;
}

export const categoryForm = type({ name: templateCategoryName, sortOrder: sortOrderAsTyped, stageKey: 'string' });

export interface TemplateValues {
  template: string;
  categoryId: string;
  sortOrder: number | null;
  allClients: boolean;
  clientIds: string[];
}

export const templateForm = type({
  template: messageTemplateText,
  categoryId: type('string > 0').configure({ message: MESSAGE_TEMPLATE_MESSAGES.categoryRequired }),
  sortOrder: sortOrderAsTyped,
  allClients: 'boolean',
  clientIds: 'string[]',
}).narrow(
  (values, ctx) =>
    values.allClients ||
    values.clientIds.length > 0 ||
    ctx.reject({ path: ['clientIds'], message: MESSAGE_TEMPLATE_MESSAGES.clientsRequired }),
);

/** The next sort order: one more than the highest in the list. */
export const nextSortOrder = (rows: readonly { sortOrder: number }[]) =>
  rows.reduce((highest, row) => Math.max(highest, row.sortOrder), 0) + 1;
