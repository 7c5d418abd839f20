/** Member transfer requests and their reasons (spec part 2 section 3). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TransferApproval, TransferDetailType } from '../../../domain/member-transfers.ts';
import { organisationId } from './organisation.ts';
import { clients, users } from './tenancy.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Why a member is transferred: data per organisation (seeded with server/transfers/reasons.ts's defaults). */
export const memberTransferReasons = pgTable(
  'member_transfer_reasons',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    /** Stable name of a seeded reason ('member-moved'), so seeding twice adds nothing. */
    key: text('key').notNull(),
    text: text('text').notNull(),
    detailType: text('detail_type').$type<TransferDetailType>().notNull(),
    detailLabel: text('detail_label').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('member_transfer_reasons_org_key_idx').on(t.organisationId, t.key)],
);

export const memberTransferRequests = pgTable(
  'member_transfer_requests',
  {
    id: uuid('id').primaryKey(),
    organisationId: organisationId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    originatingGuideId: uuid('originating_guide_id').references(() => users.id),
    receivingGuideId: uuid('receiving_guide_id')
      .notNull()
      .references(() => users.id),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    /** The signed-in user behind the creator while impersonating (the audit trail). */
    realCreatorId: uuid('real_creator_id')
      .notNull()
      .references(() => users.id),
    transferReasonId: uuid('transfer_reason_id')
      .notNull()
      .references(() => memberTransferReasons.id),
    commentToReceivingGuide: text('comment_to_receiving_guide').notNull(),
    stringDetail: text('string_detail'),
    /** An address id of the member; no foreign key, since addresses are deleted outright. */
    numericDetail: uuid('numeric_detail'),
    timestampDetail: ts('timestamp_detail'),
    approval: text('approval').$type<TransferApproval>(),
    effectiveAt: ts('effective_at'),
    auditorId: uuid('auditor_id').references(() => users.id),
    auditorComment: text('auditor_comment'),
    approvedAt: ts('approved_at'),
    deniedAt: ts('denied_at'),
    deletedAt: ts('deleted_at'),
    appliedAt: ts('applied_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('member_transfer_requests_member_idx').on(t.memberId, t.createdAt, t.id),
    index('member_transfer_requests_org_created_idx').on(t.organisationId, t.createdAt, t.id),
    // The due-work job reads approved transfers not yet applied, by effective time.
    index('member_transfer_requests_due_idx')
      .on(t.effectiveAt)
      .where(sql`approval = 'approve' and applied_at is null and deleted_at is null`),
  ],
);
