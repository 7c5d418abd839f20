/**
 * Member summary feedback (spec part 2 section 7): the dialog's choices, and a guide's feedback on
 * the generated summary as it was shown to them (its text and generation run are kept with it).
 * Feedback is not shown back to any client, so it records no change.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { loadMemberInTenant } from '../auth/scope.ts';
import { memberSummaryFeedback, memberSummaryFeedbackDescriptions } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';

export function memberSummaryHandlers(
  ctx: AppContext,
): HandlersOf<'memberSummaryFeedbackDescriptions' | 'submitMemberSummaryFeedback'> {
  const { db } = ctx;
  return {
    async memberSummaryFeedbackDescriptions() {
      const rows = await db
        .select()
        .from(memberSummaryFeedbackDescriptions)
        .orderBy(asc(memberSummaryFeedbackDescriptions.sortOrder));
      return { data: rows.map(({ id, description, isPositive }) => ({ id, description, isPositive })) };
    },

    async submitMemberSummaryFeedback({ actor, body, write }) {
      const member = await loadMemberInTenant(db, actor, body.memberId);
      const [choice] = await db
        .select()
        .from(memberSummaryFeedbackDescriptions)
        .where(eq(memberSummaryFeedbackDescriptions.id, body.feedbackDescriptionId))
        .limit(1);
      if (!choice)
        throw badRequest([
          {
            property: 'feedbackDescriptionId',
            constraints: { exists: 'feedbackDescriptionId must be one of the feedback descriptions' },
          },
        ]);
      return write(async (tx) => {
        const [row] = await tx
          .insert(memberSummaryFeedback)
          .values({
            id: randomUUID(),
            organisationId: actor.organisationId,
            memberId: member.id,
            userId: actor.realUser.id,
            feedbackDescriptionId: choice.id,
            comment: body.comment.trim(),
            summary: body.summary,
            summaryDataId: body.summaryDataId,
          })
          .returning({ id: memberSummaryFeedback.id });
        return { id: row!.id };
      });
    },
  };
}
