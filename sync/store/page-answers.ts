/**
 * Answers the server computes that are not rows of an entity (the hospitalizations dashboard's
 * counters: how many members match the filters in all). One row per answer page, keyed by the
 * page's key, holding the answer as the contract types it; a live query reads it like any row, so
 * counters are live queries too, re-asked with their windows (`reasksOn`, sync/window-reasks.ts).
 */
import type { Collection } from '@tanstack/db';
import type { Operation, ResponseOf } from '../../domain/index.ts';
import { handFedCollection, type WriteHandle } from './hand-fed.ts';

export interface PageAnswer<T = unknown> {
  /** The answer page's key (`PageSpec.key`). */
  id: string;
  value: T;
}

export class PageAnswers {
  readonly collection: Collection<PageAnswer, string>;
  private readonly handle: () => WriteHandle<PageAnswer>;
  private readonly held = new Map<string, PageAnswer>();

  constructor() {
    ({ collection: this.collection, handle: this.handle } = handFedCollection<PageAnswer>(
      'pageAnswer',
      (answer) => answer.id,
    ));
  }

  /** The page's answer, replacing the one it held (a page read again). */
  set(pageKey: string, value: unknown): void {
    const handle = this.handle();
    const answer = { id: pageKey, value };
    handle.begin();
    handle.write({ type: this.held.has(pageKey) ? 'update' : 'insert', value: answer });
    handle.commit();
    this.held.set(pageKey, answer);
  }

  /** The page is gone (evicted, or its load failed). */
  clear(pageKey: string): void {
    const answer = this.held.get(pageKey);
    if (!answer) return;
    this.held.delete(pageKey);
    const handle = this.handle();
    handle.begin();
    handle.write({ type: 'delete', value: answer });
    handle.commit();
  }
}

/**
 * The answers typed as one operation's response. Sound as long as the query keeps to that
 * operation's page (`where(eq(answer.id, page.key))`): a page's key names its operation's path.
 *
 * @example
 *   q.from({ counts: answersOf(pageAnswer, OPERATIONS.hospitalizationMetaCounts) }).where(({ counts }) => eq(counts.id, key))
 */
export function answersOf<O extends Operation>(
  answers: Collection<PageAnswer, string>,
  _operation: O,
): Collection<PageAnswer<ResponseOf<O>>, string> {
  return answers as unknown as Collection<PageAnswer<ResponseOf<O>>, string>;
}
