/**
 * Staff-side consent calls (spec part 2 section 7): the member page's Copy consents link, the
 * member's consents with their history, and consent and identity updates made by staff.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { consentLanguageFrom } from '../../domain/index.ts';
import { loadMemberInTenant } from '../auth/scope.ts';
import { consentTerms, phoneNumbers } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { recordOutboundText } from '../providers/outbound-sms.ts';
import { handOff } from '../routes/messages-sending.ts';
import type { HandlersOf } from '../http/operations.ts';
import { consentSiteUrl, createConsentLink } from './links.ts';
import { identityForAnswer, recordConsentAnswer, recordIdentity } from './submissions.ts';
import { memberConsentsForStaff } from './terms.ts';

/** Part 1 section 8's words for a number that texted STOP. */
export const OPTED_OUT_MESSAGE =
  'This Member texted STOP for do not contact. Instruct member to text START to opt back in and receive text messages.';

/** The consent text in the member's language, with their link. */
export function consentTextFor(language: string, url: string): string {
  return language === 'es'
    ? `Su equipo de atención le pide revisar y responder sus consentimientos: ${url}`
    : `Your care team asks you to review and answer your consents: ${url}`;
}

export function staffConsentHandlers(
  ctx: AppContext,
  options: { now: () => Date },
): HandlersOf<
  'createConsentLink' | 'memberConsents' | 'recordStaffConsent' | 'recordStaffConsentIdentity' | 'sendConsentText'
> {
  const { db, config } = ctx;
  return {
    async createConsentLink({ actor, body: { userId }, write }) {
      const member = await loadMemberInTenant(db, actor, userId);
      const { link, key } = await write((tx, changes) =>
        createConsentLink(tx, changes, {
          organisationId: actor.organisationId,
          clientId: member.clientId,
          memberId: member.id,
          createdById: actor.realUser.id,
          now: options.now(),
          ttlDays: config.consentLinkTtlDays,
        }),
      );
      return { url: consentSiteUrl(config.publicUrl, key), userId: member.id, expiresAt: link.expiresAt.toISOString() };
    },

    async sendConsentText({ actor, body: { userId, phoneNumberId }, write }) {
      const member = await loadMemberInTenant(db, actor, userId);
      const phoneId = /^\d{1,9}$/.test(phoneNumberId) ? Number(phoneNumberId) : undefined;
      const [phone] = phoneId
        ? await db
            .select()
            .from(phoneNumbers)
            .where(
              and(eq(phoneNumbers.id, phoneId), eq(phoneNumbers.userId, member.id), isNull(phoneNumbers.deletedAt)),
            )
            .limit(1)
        : [];
      if (!phone) throw notFound();
      // Every send path refuses a number that opted out.
      if (phone.doNotContact)
        throw new HttpError(400, OPTED_OUT_MESSAGE, OPTED_OUT_MESSAGE, [
          { property: 'phoneNumberId', constraints: { optedOut: OPTED_OUT_MESSAGE } },
        ]);
      const now = options.now();
      let queued: Awaited<ReturnType<typeof recordOutboundText>>['message'] | undefined;
      const answer = await write(async (tx, changes) => {
        const { link, key } = await createConsentLink(tx, changes, {
          organisationId: actor.organisationId,
          clientId: member.clientId,
          memberId: member.id,
          createdById: actor.realUser.id,
          now,
          ttlDays: config.consentLinkTtlDays,
        });
        const text = consentTextFor(member.language, consentSiteUrl(config.publicUrl, key));
        const { feedItemId, message } = await recordOutboundText(tx, changes, {
          member,
          phoneId: phone.id,
          to: phone.number,
          text,
          senderId: actor.user.id,
          now,
        });
        queued = message;
        return { feedItemId, expiresAt: link.expiresAt.toISOString() };
      });
      // To the carrier only once the link and the text are committed (server/providers/outbound-sms.ts).
      if (queued) await handOff(ctx, queued);
      return answer;
    },

    async memberConsents({ actor, query: { memberId }, request }) {
      const member = await loadMemberInTenant(db, actor, memberId);
      // Terms are the member's customer's.
      return {
        data: await memberConsentsForStaff(
          db,
          member.clientId,
          memberId,
          consentLanguageFrom(request.headers['accept-language']),
        ),
      };
    },

    async recordStaffConsent({ actor, body, request, write }) {
      const member = await loadMemberInTenant(db, actor, body.memberId);
      const [term] = await db
        .select()
        .from(consentTerms)
        .where(and(eq(consentTerms.id, body.termId), eq(consentTerms.clientId, member.clientId)))
        .limit(1);
      if (!term) throw notFound();
      const language = consentLanguageFrom(request.headers['accept-language']);
      // A replay skips the write and answers with the term as it stands.
      await write(async (tx, changes) => {
        const consentIdentityId = await identityForAnswer(tx, term, member.id, body.consentIdentityId, null);
        const outcome = await recordConsentAnswer(tx, changes, {
          organisationId: actor.organisationId,
          clientId: member.clientId,
          memberId: member.id,
          term,
          consented: body.consented,
          consentLinkId: null,
          consentIdentityId,
          ipAddress: request.clientAddress,
          languageCode: language,
          internalSubmitterUserId: actor.realUser.id,
          requestId: null,
          now: options.now(),
        });
        return { submissionId: outcome.submission.id };
      });
      const terms = await memberConsentsForStaff(db, member.clientId, member.id, language);
      const updated = terms.find((t) => t.id === term.id);
      if (!updated) throw notFound();
      return { data: updated };
    },

    async recordStaffConsentIdentity({ actor, body: { memberId, ...fields }, request, write }) {
      const member = await loadMemberInTenant(db, actor, memberId);
      const recorded = await write((tx, changes) =>
        recordIdentity(tx, changes, {
          organisationId: actor.organisationId,
          clientId: member.clientId,
          memberId: member.id,
          consentLinkId: null,
          fields,
          ipAddress: request.clientAddress,
          languageCode: consentLanguageFrom(request.headers['accept-language']),
          internalSubmitterUserId: actor.realUser.id,
          now: options.now(),
        }),
      );
      return { consentIdentityId: recorded.id };
    },
  };
}
