/** The member as the docket's event and outreach rows embed it. */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect.ts';
import { users } from '../db/schema/index.ts';
import { fullName, type MemberSummary } from './people.ts';

/**
 * The summary plus what the docket's tables show (status, outreach phase, last event), so a tab
 * paints from one read; the store merges it over the member's row. The short address is left out
 * on purpose: absent, it keeps what the member list brought; null would erase it.
 */
export interface DocketMember extends MemberSummary {
  memberStatusId: number | null;
  memberStageId: number | null;
  outreachPhase: string | null;
  lastEventAt: string | null;
  lastEventType: string | null;
}

/** The member's columns a docket row embeds (a query may join them to its rows). */
export const DOCKET_MEMBER_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  assignedGuideId: users.assignedGuideId,
  memberStatusId: users.memberStatusId,
  memberStageId: users.memberStageId,
  outreachPhase: users.outreachPhase,
  lastEventAt: users.lastEventAt,
  lastEventType: users.lastEventType,
};

type DocketMemberColumns = Omit<DocketMember, 'name' | 'lastEventAt'> & { lastEventAt: Date | null };

export const docketMemberOf = (r: DocketMemberColumns): DocketMember => ({
  ...r,
  name: fullName(r),
  lastEventAt: r.lastEventAt?.toISOString() ?? null,
});

export async function docketMembers(db: Db | Tx, ids: readonly string[]): Promise<Map<string, DocketMember>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(DOCKET_MEMBER_COLUMNS).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, docketMemberOf(r)]));
}
