/**
 * Message templates, their variables and suggestions (spec part 2 section 7 "Messages"). The
 * templates are the organisation's, by category (sorted; admins keep them), each with
 * `{{variables}}` the dialog fills per member from `template-variables`; a variable the member has
 * no value for is answered null, and the dialog warns before sending the text with it unfilled.
 */
import { and, asc, desc, eq, gte, isNull } from 'drizzle-orm';
import { loadMemberInTenant } from '../auth/scope.ts';
import { clients, phoneNumbers, scheduledEvents, smsMessages } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import type { HandlersOf } from '../http/operations.ts';
import { listTemplateCategories } from './admin-message-templates.ts';

/** Quick answers offered under the text box; a question from the member leads with a reply to it. */
const SUGGESTIONS = [
  'Thank you for your message! I will get back to you shortly.',
  'Is now a good time for a quick call?',
  'Please let me know if you need anything else.',
];
const QUESTION_SUGGESTION = 'Good question! Let me look into that and get back to you today.';

export function messageTemplateHandlers(
  ctx: AppContext,
): HandlersOf<'messageTemplates' | 'messageTemplateVariables' | 'messageSuggestions'> {
  const { db } = ctx;
  return {
    async messageTemplates({ actor }) {
      // The organisation's own, as its admins keep them (admin-message-templates.ts).
      return { data: await listTemplateCategories(db, actor.organisationId) };
    },

    async messageTemplateVariables({ actor, query }) {
      const member = await loadMemberInTenant(db, actor, query.memberId);
      const [client] = await db
        .select({ displayName: clients.displayName })
        .from(clients)
        .where(eq(clients.id, member.clientId))
        .limit(1);
      const guide = actor.user;
      const zone = guide.timeZone;
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(ctx.clock.now());
      // The member's next appointment: their next open scheduled event of today or later.
      const [next] = await db
        .select({ date: scheduledEvents.date, time: scheduledEvents.time })
        .from(scheduledEvents)
        .where(
          and(
            eq(scheduledEvents.memberId, member.id),
            eq(scheduledEvents.organisationId, actor.organisationId),
            gte(scheduledEvents.date, today),
            eq(scheduledEvents.resolved, false),
          ),
        )
        .orderBy(asc(scheduledEvents.date))
        .limit(1);
      const nextAppointmentDate = next
        ? new Intl.DateTimeFormat('en-US', {
            month: '2-digit',
            day: '2-digit',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(`${next.date}T00:00:00Z`))
        : null;
      // The guide's own line, when one is on their record.
      const [line] = await db
        .select({ number: phoneNumbers.number })
        .from(phoneNumbers)
        .where(and(eq(phoneNumbers.userId, guide.id), isNull(phoneNumbers.deletedAt)))
        .limit(1);
      return {
        variables: {
          guidePhoneNumber: line?.number ?? null,
          memberFirstName: member.preferredName || member.firstName,
          memberLastName: member.lastName,
          guideFirstName: guide.firstName,
          guideFullName: `${guide.firstName} ${guide.lastName}`,
          organisationName: client?.displayName ?? null,
          nextAppointmentDate,
        },
      };
    },

    async messageSuggestions({ actor, query }) {
      const member = await loadMemberInTenant(db, actor, query.memberId);
      const [last] = await db
        .select({ text: smsMessages.text, incoming: smsMessages.incoming })
        .from(smsMessages)
        .where(and(eq(smsMessages.subjectId, member.id), eq(smsMessages.organisationId, actor.organisationId)))
        .orderBy(desc(smsMessages.createdAt))
        .limit(1);
      return {
        textSuggestions:
          last?.incoming && last.text.includes('?') ? [QUESTION_SUGGESTION, ...SUGGESTIONS] : SUGGESTIONS,
      };
    },
  };
}
