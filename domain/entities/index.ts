/**
 * The registry of entity kinds: every kind a module below exports (`defineEntity`, `defineTableEntity`), by its
 * export name, which is its kind (`ExportedAsKind`). A kind added to one of these modules joins by itself; a new
 * module takes one line. Every consumer is typed over `EntityKind`, so a kind it does not handle is a compile error.
 */
import type { Audience, SocketEventNames } from './define.ts';
// The browser build writes the registry out without its schemas (scripts/vite/wire-contracts.ts): keep this shape.
import { entitiesIn } from './define.ts';
import * as consent from './consent.ts';
import * as hospitalization from './hospitalization.ts';
import * as notifications from './notifications.ts';
import * as member from './member.ts';
import * as people from './people.ts';
import * as statusChange from './status-change.ts';
import * as transfers from './transfers.ts';
import * as surveys from './surveys.ts';
import * as resources from './resources.ts';
import * as visits from './visits.ts';
import * as needs from './needs.ts';
import * as calls from './calls.ts';
import * as callsPage from '../calls-page.ts';
import * as messages from './messages.ts';
import * as teams from './teams.ts';
import * as adminUsers from './admin-users.ts';
import * as needsContent from './needs-content.ts';
import * as workflows from './workflows.ts';
import * as customers from './customers.ts';
import * as training from './training.ts';
import * as adminUsersImport from './admin-users-import.ts';
import * as surveyAuthoring from './survey-authoring.ts';
import * as surveyAssignment from './survey-assignment.ts';
import * as reports from './reports.ts';
import * as work from './work.ts';

export const ENTITIES = {
  ...entitiesIn(consent),
  ...entitiesIn(hospitalization),
  ...entitiesIn(notifications),
  ...entitiesIn(member),
  ...entitiesIn(people),
  ...entitiesIn(statusChange),
  ...entitiesIn(transfers),
  ...entitiesIn(surveys),
  ...entitiesIn(resources),
  ...entitiesIn(visits),
  ...entitiesIn(needs),
  ...entitiesIn(calls),
  ...entitiesIn(callsPage),
  ...entitiesIn(messages),
  ...entitiesIn(teams),
  ...entitiesIn(adminUsers),
  ...entitiesIn(needsContent),
  ...entitiesIn(workflows),
  ...entitiesIn(customers),
  ...entitiesIn(training),
  ...entitiesIn(adminUsersImport),
  ...entitiesIn(surveyAuthoring),
  ...entitiesIn(surveyAssignment),
  ...entitiesIn(reports),
  ...entitiesIn(work),
};

export type EntityKind = keyof typeof ENTITIES;

/** A kind exported under another name fails here, naming it ("Type '"x"' does not satisfy the constraint 'never'"). */
type MisnamedKind = { [K in EntityKind]: (typeof ENTITIES)[K]['kind'] extends K ? never : K }[EntityKind];
type NoneMisnamed<K extends never> = K;
export type ExportedAsKind = NoneMisnamed<MisnamedKind>;
export const ENTITY_KINDS = Object.keys(ENTITIES) as EntityKind[];

/** The shape of a kind as the API and the change log carry it. */
export type EntityShape<K extends EntityKind> = (typeof ENTITIES)[K]['schema']['infer'];

/** The fields of a kind that embed a summary of another kind (a todo's `member`). */
export type EmbeddedFields<K extends EntityKind> = keyof NonNullable<(typeof ENTITIES)[K]['embeds']> & string;

/** Entities without a named event in the spec travel on this generic event. */
export const GENERIC_CHANGE_EVENT = 'change';

export function isEntityKind(value: string): value is EntityKind {
  return Object.hasOwn(ENTITIES, value);
}

export function entityDefinition<K extends EntityKind>(kind: K): (typeof ENTITIES)[K] {
  return ENTITIES[kind];
}

/** Who hears of a change of this kind. */
export function audienceOf(kind: EntityKind): Audience {
  return ENTITIES[kind].audience as Audience;
}

/** Kinds a user without these permissions must not hear of (their audience is a permission's holders). */
export function kindsHiddenFrom(permissions: readonly string[]): EntityKind[] {
  return ENTITY_KINDS.filter((kind) => {
    const audience = audienceOf(kind);
    return audience.kind === 'permission' && !permissions.includes(audience.permission);
  });
}

/** The socket event a change travels on (part 1 section 4). */
export function socketEventFor(kind: EntityKind, op: 'upsert' | 'delete', created: boolean): string {
  const events = (ENTITIES[kind] as { events?: SocketEventNames }).events;
  if (!events) return GENERIC_CHANGE_EVENT;
  if (op === 'delete') return events.delete;
  return created ? events.created : events.upsert;
}

export { defineEntity, type Audience, type EntityDefinition, type SocketEventNames } from './define.ts';
export { consentTermTextsSchema, type ConsentTermTextsView } from './consent.ts';
export { coordsSchema, guideSchema, memberListRowSchema, memberSummarySchema, type Coords } from './people.ts';
export { transferReasonSchema } from './transfers.ts';
