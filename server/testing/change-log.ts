/** What a test reads of the change log, as a signed-in user sees it (their own private changes included). */
import type { EntityKind } from '../../domain/index.ts';
import type { TestServer } from './harness.ts';

export interface LoggedChange {
  seq: number;
  entity: EntityKind;
  id: string;
  op: 'upsert' | 'delete';
  data: Record<string, any> | null;
}

/** The change log's head as this user reads it: what a test's writes come after. */
export async function changeHead(t: TestServer, user: { id: string; email?: string }): Promise<number> {
  return (await t.request(user, 'GET', '/sync/changes?since=0&limit=1')).body.head as number;
}

/** The changes after `since` this user may see, in order. */
export async function changesSince(
  t: TestServer,
  user: { id: string; email?: string },
  since: number,
): Promise<LoggedChange[]> {
  return (await t.request(user, 'GET', `/sync/changes?since=${since}`)).body.changes as LoggedChange[];
}
