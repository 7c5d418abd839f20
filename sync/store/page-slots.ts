/**
 * Windows of server-ordered rows. A window page (the member list's page 3 of a search sorted by
 * last event) is the server's answer to which rows, in which order, and how many in all; the rows
 * themselves live in their entity's collection and stay live there. Each slot says "row R is at
 * index I of window W, which has T rows in all", so a live query joins slots to rows and orders by
 * index: the window keeps the server's order while every row in it updates in place.
 */
import type { Collection } from '@tanstack/db';
import { handFedCollection, type WriteHandle } from './hand-fed.ts';

export interface PageSlot {
  /** `${pageKey}#${index}` */
  id: string;
  pageKey: string;
  index: number;
  rowId: string;
  /** Rows matching the window's query in all (the server's count), for the pager. */
  total: number;
}

export class PageSlots {
  readonly collection: Collection<PageSlot, string>;
  private readonly handle: () => WriteHandle<PageSlot>;
  private readonly slotsOf = new Map<string, PageSlot[]>();

  constructor() {
    ({ collection: this.collection, handle: this.handle } = handFedCollection<PageSlot>('pageSlot', (slot) => slot.id));
  }

  /** Sets the window's rows, in order (a reload replaces what it held). */
  set(pageKey: string, rowIds: readonly string[], total: number): void {
    const handle = this.handle();
    const previous = this.slotsOf.get(pageKey) ?? [];
    const next = rowIds.map((rowId, index) => ({ id: `${pageKey}#${index}`, pageKey, index, rowId, total }));
    handle.begin();
    for (const slot of previous.slice(next.length)) handle.write({ type: 'delete', value: slot });
    next.forEach((slot, index) => handle.write({ type: previous[index] ? 'update' : 'insert', value: slot }));
    handle.commit();
    this.slotsOf.set(pageKey, next);
  }

  /** The window is gone (evicted, or its load failed). */
  clear(pageKey: string): void {
    const previous = this.slotsOf.get(pageKey);
    if (!previous) return;
    this.slotsOf.delete(pageKey);
    const handle = this.handle();
    handle.begin();
    for (const slot of previous) handle.write({ type: 'delete', value: slot });
    handle.commit();
  }

  get size(): number {
    return this.collection.size;
  }
}
