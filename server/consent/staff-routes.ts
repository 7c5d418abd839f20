/**
 * Staff-side consent calls (spec part 2 section 7): the member page's Copy consents link, the
 * member's consents with their history, and consent and identity updates made by staff.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  consentLanguageFrom, createConsentLinkBody, memberConsentsQuery, staffConsentBody, staffConsentIdentityBody,
  type ConsentIdentityResult, type ConsentLinkCreated, type MemberConsentTerm,
} from '../../domain/index.ts';
import { and, eq } from 'drizzle-orm';
import { actorOf, requirePermission } from '../auth/actor.ts';
import { loadMemberInTenant } from '../auth/scope.ts';
import { consentTerms } from '../db/schema/index.ts';
import { commitWrite, type AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { idempotent } from '../http/idempotency.ts';
import { validate } from '../http/validate.ts';
import { consentSiteUrl, createConsentLink } from './links.ts';
import { identityForAnswer, recordConsentAnswer, recordIdentity } from './submissions.ts';
import { memberConsentsForStaff } from './terms.ts';

export function staffConsentRoutes(ctx: AppContext, options: { now: () => Date }): FastifyPluginAsync {
  const { db, config } = ctx;
  return async (app) => {
    app.post('/consent/links', async (request): Promise<ConsentLinkCreated> => {
      const actor = actorOf(request);
      requirePermission(actor, 'CAN_VIEW_CASELOAD');
      const { userId } = validate(createConsentLinkBody, request.body ?? {});
      const member = await loadMemberInTenant(db, actor, userId);
      const { link, key } = await commitWrite(ctx, actor.organisationId, (tx, changes) =>
        createConsentLink(tx, changes, { organisationId: actor.organisationId, clientId: member.clientId, memberId: member.id, createdById: actor.realUser.id, now: options.now(), ttlDays: config.consentLinkTtlDays }),
      );
      return { url: consentSiteUrl(config.publicUrl, key), userId: member.id, expiresAt: link.expiresAt.toISOString() };
    });

    app.get('/consent', async (request): Promise<{ data: MemberConsentTerm[] }> => {
      const actor = actorOf(request);
      requirePermission(actor, 'CAN_VIEW_CASELOAD');
      const { memberId } = validate(memberConsentsQuery, request.query);
      const member = await loadMemberInTenant(db, actor, memberId);
      // Terms are the member's customer's.
      return { data: await memberConsentsForStaff(db, member.clientId, memberId, consentLanguageFrom(request.headers['accept-language'])) };
    });

    app.post('/consent', async (request, reply) => {
      const actor = actorOf(request);
      requirePermission(actor, 'CAN_VIEW_CASELOAD');
      const body = validate(staffConsentBody, request.body ?? {});
      const member = await loadMemberInTenant(db, actor, body.memberId);
      const [term] = await db.select().from(consentTerms).where(and(eq(consentTerms.id, body.termId), eq(consentTerms.clientId, member.clientId))).limit(1);
      if (!term) throw notFound();
      const language = consentLanguageFrom(request.headers['accept-language']);
      return idempotent(ctx, request, reply, actor, async () => {
        await commitWrite(ctx, actor.organisationId, async (tx, changes) => {
          const consentIdentityId = await identityForAnswer(tx, term, member.id, body.consentIdentityId, null);
          return recordConsentAnswer(tx, changes, {
            organisationId: actor.organisationId,
            clientId: member.clientId,
            memberId: member.id,
            term,
            consented: body.consented,
            consentLinkId: null,
            consentIdentityId,
            ipAddress: request.ip,
            languageCode: language,
            internalSubmitterUserId: actor.realUser.id,
            requestId: null,
            now: options.now(),
          });
        });
        const terms = await memberConsentsForStaff(db, member.clientId, member.id, language);
        const updated = terms.find((t) => t.id === term.id);
        if (!updated) throw notFound();
        return { data: updated };
      });
    });

    app.post('/consent/identity', async (request): Promise<ConsentIdentityResult> => {
      const actor = actorOf(request);
      requirePermission(actor, 'CAN_VIEW_CASELOAD');
      const { memberId, ...fields } = validate(staffConsentIdentityBody, request.body ?? {});
      const member = await loadMemberInTenant(db, actor, memberId);
      const recorded = await commitWrite(ctx, actor.organisationId, (tx, changes) =>
        recordIdentity(tx, changes, {
          organisationId: actor.organisationId,
          clientId: member.clientId,
          memberId: member.id,
          consentLinkId: null,
          fields,
          ipAddress: request.ip,
          languageCode: consentLanguageFrom(request.headers['accept-language']),
          internalSubmitterUserId: actor.realUser.id,
          now: options.now(),
        }),
      );
      return { consentIdentityId: recorded.id };
    });
  };
}
