/**
 * Message templates by category (spec part 3 "Message templates", sections 3 and 7; part 2 section 7):
 * admins write them, guides' text dialogs offer them. The spec leaves the forms' schemas open but
 * for a numeric sortOrder; these are the limits a server must keep. A template may name only the
 * variables the text dialog can fill (`TEMPLATE_VARIABLE_NAMES`, answered per member by
 * GET /chat/messages/template-variables): any other is refused on the template's field.
 * The messages are the server's English; the admin page says them in the reader's language.
 */
import { type } from 'arktype';
import { uuid } from './api/params.ts';
import { MEMBER_STAGE_KEYS } from './catalogues.ts';
import { MESSAGE_MAX_LENGTH, templateVariables } from './messages.ts';

export const MESSAGE_TEMPLATE_LIMITS = {
  categoryName: 100,
  template: MESSAGE_MAX_LENGTH,
  sortOrder: 9999,
  clients: 200,
  categoriesPerOrganisation: 500,
  templatesPerCategory: 500,
  /** The lists' preview of a template (spec part 3 section 9). */
  preview: 50,
} as const;

/** The variables a template may name: the keys of the template-variables answer. */
export const TEMPLATE_VARIABLE_NAMES = [
  'memberFirstName',
  'memberLastName',
  'guideFirstName',
  'guideFullName',
  'guidePhoneNumber',
  'organisationName',
  'nextAppointmentDate',
] as const;

export const MESSAGE_TEMPLATE_MESSAGES = {
  nameRequired: 'Category name is required.',
  nameTooLong: `Category name must be at most ${MESSAGE_TEMPLATE_LIMITS.categoryName} characters.`,
  nameTaken: 'A category with this name already exists.',
  sortOrder: `Sort order must be a whole number from 1 to ${MESSAGE_TEMPLATE_LIMITS.sortOrder}.`,
  templateRequired: 'Template is required.',
  templateTooLong: `Template must be at most ${MESSAGE_TEMPLATE_LIMITS.template} characters.`,
  unknownVariable: 'The template names a variable the text dialog cannot fill.',
  clientsRequired: 'Choose at least one customer, or all customers.',
  stageUnknown: 'Choose a stage from the list.',
  categoryRequired: 'Category is required.',
} as const;

/** The spec's preview: the first 50 characters and an ellipsis when there are more. */
export function templatePreview(template: string): string {
  return template.length > MESSAGE_TEMPLATE_LIMITS.preview
    ? `${template.slice(0, MESSAGE_TEMPLATE_LIMITS.preview)}…`
    : template;
}

/** The variables a template names that the dialog cannot fill. */
export function unknownTemplateVariables(template: string): string[] {
  const known: readonly string[] = TEMPLATE_VARIABLE_NAMES;
  return templateVariables(template).filter((name) => !known.includes(name));
}

/**
 * A template's or category's id: the catalogue every organisation starts with keeps readable keys
 * ('introductions'); an admin's new ones are uuids made by the client.
 */
export const templateRecordId = type(/^[a-z0-9][a-z0-9-]{0,63}$/);

export const templateCategoryName = type('string')
  .pipe((value) => value.trim())
  .to(
    type('string > 0')
      .configure({ message: MESSAGE_TEMPLATE_MESSAGES.nameRequired })
      .and(
        type(`string <= ${MESSAGE_TEMPLATE_LIMITS.categoryName}`).configure({
          message: MESSAGE_TEMPLATE_MESSAGES.nameTooLong,
        }),
      ),
  );

/** Numeric, as the spec says (the form converts what is typed). */
export const templateSortOrder = type(`1 <= number.integer <= ${MESSAGE_TEMPLATE_LIMITS.sortOrder}`).configure({
  message: MESSAGE_TEMPLATE_MESSAGES.sortOrder,
});

export const templateStageKey = type.enumerated(...MEMBER_STAGE_KEYS).or('null');

export const messageTemplateText = type('string')
  .pipe((value) => value.trim())
  .to(
    type('string > 0')
      .configure({ message: MESSAGE_TEMPLATE_MESSAGES.templateRequired })
      .and(
        type(`string <= ${MESSAGE_TEMPLATE_LIMITS.template}`).configure({
          message: MESSAGE_TEMPLATE_MESSAGES.templateTooLong,
        }),
      )
      .narrow(
        (value, ctx) =>
          unknownTemplateVariables(value).length === 0 ||
          ctx.reject({ message: MESSAGE_TEMPLATE_MESSAGES.unknownVariable }),
      ),
  );

const categoryFields = {
  name: templateCategoryName,
  sortOrder: templateSortOrder,
  stageKey: templateStageKey,
} as const;
/** A new id: a uuid, in the lower case the paths accept. */
const newId = uuid.and(templateRecordId);

/** POST /chat/messages/templates/categories: the client makes the id, so the category shows at once. */
export const createTemplateCategoryBody = type({ id: newId, ...categoryFields });
/** PATCH /chat/messages/templates/category/{id}. */
export const updateTemplateCategoryBody = type(categoryFields);

/** All customers, or the ones named (at least one). */
const templateFields = {
  template: messageTemplateText,
  categoryId: templateRecordId,
  sortOrder: templateSortOrder,
  allClients: 'boolean',
  clientIds: uuid.array().atMostLength(MESSAGE_TEMPLATE_LIMITS.clients),
} as const;

/** POST /chat/messages/templates. */
export const createMessageTemplateBody = type({ id: newId, ...templateFields });
/** PATCH /chat/messages/templates/{id}: moving it to another category included. */
export const updateMessageTemplateBody = type(templateFields);

export const templateParams = type({ id: templateRecordId });
