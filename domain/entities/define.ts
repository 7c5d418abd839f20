/**
 * One definition per entity kind: the shape clients receive (an arktype schema), the socket event
 * names of spec part 1 section 4, who may see a change of it, and which fields embed another
 * entity. The server's change recorder and socket rooms, the sync engine's collections and
 * normalizer, and the test fake backend all read these; nothing else names an entity kind.
 *
 * @example
 *   export const todo = defineEntity({
 *     kind: 'todo',
 *     schema: type({ id: 'string', userId: 'string', ... }),
 *     events: { upsert: 'todo:updated', created: 'todo:created', delete: 'todo:deleted' },
 *     audience: { kind: 'organisation' },
 *     embeds: { member: 'user' },
 *   });
 */
import type { Type } from 'arktype';
import type { Permission } from '../roles.ts';

/** Who hears of a change: everyone in the organisation, one user named by a field, or holders of a permission. */
export type Audience<Row = Record<string, unknown>> =
  | { kind: 'organisation' }
  | { kind: 'user'; field: keyof Row & string }
  | { kind: 'permission'; permission: Permission };

export interface SocketEventNames {
  upsert: string;
  created: string;
  delete: string;
}

export interface EntityDefinition<
  Kind extends string = string,
  Schema extends Type<{ id: string }> = Type<{ id: string }>,
  Embeds extends Partial<Record<keyof Schema['infer'] & string, string>> = Partial<
    Record<keyof Schema['infer'] & string, string>
  >,
> {
  kind: Kind;
  /** The entity exactly as the REST API presents it and the change log carries it. */
  schema: Schema;
  /** Named socket events; entities without one travel on the generic `change` event. */
  events?: SocketEventNames;
  audience: Audience<Schema['infer']>;
  /** Fields holding a summary of another entity (a todo's `member`): the store keeps them apart. */
  embeds?: Embeds;
}

export function defineEntity<
  const Kind extends string,
  Schema extends Type<{ id: string }>,
  const Embeds extends Partial<Record<keyof Schema['infer'] & string, string>> = Record<never, never>,
>(definition: EntityDefinition<Kind, Schema, Embeds>): EntityDefinition<Kind, Schema, Embeds> {
  return definition;
}
