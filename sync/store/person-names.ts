/**
 * Each person's display name, kept beside the rows that show it. A list that shows whose row it is
 * (the docket's follow-ups and activity, the calls page, the map's guides) reads a name field the
 * store fills in on the row itself (`todo.memberName`), not a join over a names collection:
 * @tanstack/db sends every new row of a joined collection to every query joining it, so a page of
 * 5,000 members (the map's window) went into the join of every running docket and calls query,
 * and 252 guides' docket queries took each page's names 252 times (issue #37's ingest profile: 75%
 * of the apply). Here a name goes only to the rows that name its person.
 *
 * Invariant: a named row's name field is its person's current name, or null when the store holds
 * no name for them: a row written before its person gets the name when the person arrives, and a
 * rename rewrites every row naming the person (`renamed`, then the store's rename pass).
 */
import type { EntityKind } from '../../domain/index.ts';

/** Fields naming a person whose name a list shows beside the row: the id field, and the name field the store fills. */
export const NAMED_FIELDS = {
  todo: [['memberId', 'memberName']],
  interaction: [['memberId', 'memberName']],
  call: [
    ['memberId', 'memberName'],
    ['originatorUserId', 'originatorName'],
    ['receiverUserId', 'receiverName'],
  ],
  smsMessage: [
    ['memberId', 'memberName'],
    ['userId', 'userName'],
  ],
  user: [['assignedGuideId', 'assignedGuideName']],
} as const satisfies { [K in EntityKind]?: readonly (readonly [string, string])[] };

type NamedKind = keyof typeof NAMED_FIELDS;

/**
 * The name fields the store adds to a kind's rows (none for a kind that names nobody); a user's only
 * when the row holds the guide's id (a full record does, a summary does not).
 */
export type NameFields<K extends EntityKind> = K extends 'user'
  ? { assignedGuideName?: string | null }
  : K extends NamedKind
    ? { [F in (typeof NAMED_FIELDS)[K][number][1]]: string | null }
    : unknown;

const FIELDS = new Map<EntityKind, readonly (readonly [string, string])[]>(
  Object.entries(NAMED_FIELDS) as [EntityKind, readonly (readonly [string, string])[]][],
);

export const namesPeople = (kind: EntityKind): boolean => FIELDS.has(kind);

type Row = Record<string, unknown> & { id: string };

export class PersonNames {
  private readonly names = new Map<string, string | null>();
  /** Per named kind, the rows naming each person (person id -> row ids). */
  private readonly namedBy = new Map<EntityKind, Map<string, Set<string>>>();

  /**
   * Follows a person just written (their merged row; null: gone); true when their name is new, changed
   * or gone, and the rows naming them are to be renamed.
   */
  follow(id: string, row: { name?: unknown } | null): boolean {
    const known = this.names.get(id);
    if (row === null) return known !== undefined && this.names.delete(id);
    const name = typeof row.name === 'string' ? row.name : null;
    if (known === name) return false;
    this.names.set(id, name);
    return true;
  }

  nameOf(id: unknown): string | null {
    return typeof id === 'string' ? (this.names.get(id) ?? null) : null;
  }

  /**
   * The row of a named kind with its name fields filled in (a new object; `row` is left as it is),
   * noting which people it names in place of those its previous version named.
   */
  fill(kind: EntityKind, row: Row, previous: Row | undefined): Row {
    const fields = FIELDS.get(kind)!;
    const named: Row = { ...row };
    for (const [idField, nameField] of fields) {
      // A summary without the field (a user as a todo embeds them) names nobody, and gets no name field.
      if (!(idField in row)) continue;
      const person = row[idField];
      const before = previous?.[idField];
      if (before !== person) {
        if (typeof before === 'string') this.unlink(kind, before, row.id);
        if (typeof person === 'string') this.link(kind, person, row.id);
      }
      named[nameField] = this.nameOf(person);
    }
    return named;
  }

  /** Forgets which people a row of a named kind named (it was deleted or let go). */
  drop(kind: EntityKind, row: Row): void {
    for (const [idField] of FIELDS.get(kind)!) {
      const person = row[idField];
      if (typeof person === 'string') this.unlink(kind, person, row.id);
    }
  }

  /** Per named kind, the ids of the rows naming any of these people (their names to be written again). */
  namedRows(people: readonly string[]): Map<EntityKind, Set<string>> {
    const rows = new Map<EntityKind, Set<string>>();
    for (const [kind, byPerson] of this.namedBy)
      for (const person of people)
        for (const id of byPerson.get(person) ?? []) {
          let ids = rows.get(kind);
          if (!ids) rows.set(kind, (ids = new Set()));
          ids.add(id);
        }
    return rows;
  }

  /** The row with its name fields as they now are; the same object when none changed. */
  renamed(kind: EntityKind, row: Row): Row {
    let next: Row | undefined;
    for (const [idField, nameField] of FIELDS.get(kind)!) {
      if (!(idField in row)) continue;
      const name = this.nameOf(row[idField]);
      if (row[nameField] === name) continue;
      next ??= { ...row };
      next[nameField] = name;
    }
    return next ?? row;
  }

  private link(kind: EntityKind, person: string, id: string): void {
    let byPerson = this.namedBy.get(kind);
    if (!byPerson) this.namedBy.set(kind, (byPerson = new Map()));
    const ids = byPerson.get(person);
    if (ids) ids.add(id);
    else byPerson.set(person, new Set([id]));
  }

  private unlink(kind: EntityKind, person: string, id: string): void {
    const byPerson = this.namedBy.get(kind);
    const ids = byPerson?.get(person);
    if (!ids) return;
    ids.delete(id);
    if (!ids.size) byPerson!.delete(person);
  }
}
