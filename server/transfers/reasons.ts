/**
 * The transfer reasons every organisation starts with (spec part 2 section 3 "Transfer reason"),
 * covering the three detail types. Reasons are data: an organisation may have others. Migration
 * 0010 gave organisations that existed then the same list; new organisations (the demo seed, test
 * factories) get it from `ensureTransferReasons`, which adds only the ones missing (by key).
 */
import { createHash } from 'node:crypto';
import type { TransferDetailType } from '../../domain/index.ts';
import type { Db, Tx } from '../db/connect.ts';
import { memberTransferReasons } from '../db/schema/index.ts';

export const DEFAULT_TRANSFER_REASONS: readonly {
  key: string;
  text: string;
  detailType: TransferDetailType;
  detailLabel: string;
}[] = [
  { key: 'member-moved', text: 'Member moved', detailType: 'address', detailLabel: 'New address' },
  { key: 'caseload-balancing', text: 'Guide caseload balancing', detailType: 'string', detailLabel: 'Details' },
  { key: 'member-request', text: 'Member request', detailType: 'string', detailLabel: 'What the member asked for' },
  { key: 'language-match', text: 'Language or cultural match', detailType: 'string', detailLabel: 'Language or need' },
  { key: 'guide-leaving', text: 'Guide leaving', detailType: 'date', detailLabel: 'Last day of the guide' },
];

/** A stable id per organisation and key, so the deterministic demo seed stays byte-identical. */
function reasonId(organisationId: string, key: string): string {
  const hex = createHash('sha256').update(`${organisationId}:transfer-reason:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function ensureTransferReasons(db: Db | Tx, organisationId: string): Promise<void> {
  await db
    .insert(memberTransferReasons)
    .values(
      DEFAULT_TRANSFER_REASONS.map((reason, i) => ({
        id: reasonId(organisationId, reason.key),
        organisationId,
        ...reason,
        sortOrder: i + 1,
      })),
    )
    .onConflictDoNothing();
}
