/**
 * Message Templates (spec part 3 section 7), for admins only: categories and their templates. The
 * list is the guides' own GET /chat/messages/templates (messages.ts), so what an admin writes is
 * what every text dialog offers. Every write answers the category it changed (a template's: the
 * category it is in now), whose change confirms it.
 */
import { ENTITIES } from '../entities/index.ts';
import {
  createMessageTemplateBody,
  createTemplateCategoryBody,
  templateParams,
  updateMessageTemplateBody,
  updateTemplateCategoryBody,
} from '../message-templates.ts';
import { defineOperation } from './define.ts';

const admin = { permission: 'CAN_ACCESS_ADMIN_TOOLS' } as const;
const category = ENTITIES.messageTemplateCategory.schema;

export const createMessageTemplate = defineOperation({
  method: 'POST',
  path: '/chat/messages/templates',
  body: createMessageTemplateBody,
  response: category,
  access: admin,
  idempotent: true,
});

export const updateMessageTemplate = defineOperation({
  method: 'PATCH',
  path: '/chat/messages/templates/:id',
  params: templateParams,
  body: updateMessageTemplateBody,
  response: category,
  access: admin,
  idempotent: true,
});

export const createMessageTemplateCategory = defineOperation({
  method: 'POST',
  path: '/chat/messages/templates/categories',
  body: createTemplateCategoryBody,
  response: category,
  access: admin,
  idempotent: true,
});

export const updateMessageTemplateCategory = defineOperation({
  method: 'PATCH',
  path: '/chat/messages/templates/category/:id',
  params: templateParams,
  body: updateTemplateCategoryBody,
  response: category,
  access: admin,
  idempotent: true,
});
