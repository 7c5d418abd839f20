/**
 * Each person's display name, apart from the rest of the person. Lists that show whose row it is
 * (the docket's follow-ups and activity, the calls page) join this instead of the whole person, so
 * the changes that touch a member without renaming them (the last event moving on every call and
 * text) reach none of those joins: a join re-runs for every row of its person when any field of it
 * changes, which had made a member's update the costliest change an inbound text brings (about
 * 1.7 ms of the worker's time at the median, the rest of the event's changes under 0.5 ms each).
 */
import type { Collection } from '@tanstack/db';
import { handFedCollection, type WriteHandle } from './hand-fed.ts';

export interface PersonName {
  /** The person's (user's) id. */
  id: string;
  name: string | null;
}

export class PersonNames {
  readonly collection: Collection<PersonName, string>;
  private readonly handle: () => WriteHandle<PersonName>;
  private readonly names = new Map<string, PersonName>();

  constructor() {
    ({ collection: this.collection, handle: this.handle } = handFedCollection<PersonName>(
      'personName',
      (row) => row.id,
    ));
  }

  /**
   * Follows people just written (their merged rows; null: gone), in one transaction, writing only
   * the names that are new or changed.
   */
  follow(people: readonly { id: string; row: { name?: unknown } | null }[]): void {
    const handle = this.handle();
    let open = false;
    const write = (message: { type: 'insert' | 'update' | 'delete'; value: PersonName }) => {
      if (!open) handle.begin();
      open = true;
      handle.write(message);
    };
    for (const { id, row } of people) {
      const known = this.names.get(id);
      if (row === null) {
        if (!known) continue;
        this.names.delete(id);
        write({ type: 'delete', value: known });
        continue;
      }
      const name = typeof row.name === 'string' ? row.name : null;
      if (known && known.name === name) continue;
      const value = { id, name };
      this.names.set(id, value);
      write({ type: known ? 'update' : 'insert', value });
    }
    if (open) handle.commit();
  }
}
