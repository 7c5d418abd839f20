/**
 * The message templates every organisation starts with (spec part 2 section 7): three categories,
 * two templates each, under readable keys. New organisations (the demo seed, test factories) get
 * them from `ensureMessageTemplates`, which adds only the ones missing; migration 0038 gave the
 * organisations that existed then the same. After that they are the organisation's own data, which
 * its admins change in Message Templates.
 */

import type { Db, Tx } from '../db/connect.ts';
import { messageTemplateCategories, messageTemplates } from '../db/schema/index.ts';

interface Template {
  id: string;
  template: string;
  sortOrder: number;
}

/** The catalogue: categories in order, with the member stage they suit (null: any). */
export const DEFAULT_TEMPLATE_CATEGORIES: readonly {
  id: string;
  name: string;
  sortOrder: number;
  stageKey: string | null;
  templates: readonly Template[];
}[] = [
  {
    id: 'introductions',
    name: 'Introductions',
    sortOrder: 1,
    stageKey: 'outreach',
    templates: [
      {
        id: 'intro-first',
        sortOrder: 1,
        template:
          'Hi {{memberFirstName}}, this is {{guideFirstName}}, your care guide with {{organisationName}}. I am here to help you with your health care needs. When is a good time to talk?',
      },
      {
        id: 'intro-missed',
        sortOrder: 2,
        template:
          'Hi {{memberFirstName}}, {{guideFirstName}} here from {{organisationName}}. Sorry I missed you! Please text me back or call me at {{guidePhoneNumber}}.',
      },
    ],
  },
  {
    id: 'appointments',
    name: 'Appointments',
    sortOrder: 2,
    stageKey: null,
    templates: [
      {
        id: 'appointment-reminder',
        sortOrder: 1,
        template:
          'Hi {{memberFirstName}}, a reminder of our appointment on {{nextAppointmentDate}}. Reply here if you need to change it. - {{guideFirstName}}',
      },
      {
        id: 'appointment-book',
        sortOrder: 2,
        template:
          'Hi {{memberFirstName}}, I would like to schedule a visit with you. Which days work best this week? - {{guideFirstName}}',
      },
    ],
  },
  {
    id: 'check-ins',
    name: 'Check-ins',
    sortOrder: 3,
    stageKey: 'in-program',
    templates: [
      {
        id: 'check-in-week',
        sortOrder: 1,
        template: 'Hi {{memberFirstName}}, just checking in. How are you feeling this week? - {{guideFirstName}}',
      },
      {
        id: 'check-in-resources',
        sortOrder: 2,
        template:
          'Hi {{memberFirstName}}, I found some resources that may help you. Can we talk today? - {{guideFullName}}, {{organisationName}}',
      },
    ],
  },
];

/**
 * Adds the catalogue's categories and templates the organisation lacks (by key), changing none it
 * has; `createdAt` is given so the deterministic demo seed stays byte-identical.
 */
export async function ensureMessageTemplates(
  db: Db | Tx,
  organisationId: string,
  createdAt: Date = new Date(),
): Promise<void> {
  await db
    .insert(messageTemplateCategories)
    .values(
      DEFAULT_TEMPLATE_CATEGORIES.map((category) => ({
        organisationId,
        id: category.id,
        name: category.name,
        sortOrder: category.sortOrder,
        stageKey: category.stageKey,
        createdAt,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(messageTemplates)
    .values(
      DEFAULT_TEMPLATE_CATEGORIES.flatMap((category) =>
        category.templates.map((template) => ({
          organisationId,
          id: template.id,
          categoryId: category.id,
          template: template.template,
          sortOrder: template.sortOrder,
          createdAt,
        })),
      ),
    )
    .onConflictDoNothing();
}

/** The same for every organisation at once (a migration's data step, and a database seeded before 0038). */
export function defaultTemplatesSql(): string {
  const categories = DEFAULT_TEMPLATE_CATEGORIES.map(
    (c) => `(${quote(c.id)}, ${quote(c.name)}, ${c.sortOrder}, ${c.stageKey === null ? 'null' : quote(c.stageKey)})`,
  ).join(',\n  ');
  const templates = DEFAULT_TEMPLATE_CATEGORIES.flatMap((c) =>
    c.templates.map((t) => `(${quote(t.id)}, ${quote(c.id)}, ${quote(t.template)}, ${t.sortOrder})`),
  ).join(',\n  ');
  return [
    `INSERT INTO "message_template_categories" ("organisation_id", "id", "name", "sort_order", "stage_key")\nSELECT o."id", c.* FROM "organisations" o CROSS JOIN (VALUES\n  ${categories}\n) AS c(id, name, sort_order, stage_key)\nON CONFLICT DO NOTHING;`,
    `INSERT INTO "message_templates" ("organisation_id", "id", "category_id", "template", "sort_order")\nSELECT o."id", t.* FROM "organisations" o CROSS JOIN (VALUES\n  ${templates}\n) AS t(id, category_id, template, sort_order)\nON CONFLICT DO NOTHING;`,
  ].join('\n--> statement-breakpoint\n');
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
