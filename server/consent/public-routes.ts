/**
 * The public consent endpoints (spec part 3 sections 2 and 7). No login: the link key is the only
 * credential. An unknown key answers 404 (and counts against the caller's address), an expired one
 * 410; the answers name the terms and which are answered, nothing else about the member.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  consentFormBody, consentFormQuery, consentIdentityBody, consentKeyQuery, consentLanguageFrom, consentLinkParams, nextUnansweredTerm,
  type ConsentAllTerms, type ConsentAnswerResult, type ConsentFormState, type ConsentIdentityResult, type ConsentLinkState,
} from '../../domain/index.ts';
import { consentIdentities, consentTerms, users } from '../db/schema/index.ts';
import { IDEMPOTENCY_HEADER } from '../http/idempotency.ts';
import { commitWrite, type AppContext } from '../http/context.ts';
import { gone, HttpError, notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { findLinkByKey, type ConsentLinkRow } from './links.ts';
import { createMissLimiter, type ConsentRateLimits } from './rate-limits.ts';
import { identityForAnswer, recordConsentAnswer, recordIdentity } from './submissions.ts';
import { memberTerms, presentPublicTerm } from './terms.ts';

export const LINK_EXPIRED_MESSAGE = 'The link you are trying to access has expired. Please contact us for assistance.';
export const FORM_NOT_FOUND_MESSAGE = 'The form you are trying to access does not exist. Please contact us for assistance.';

/** A 404 that names the missing term, so the site can tell it from an unknown link (Application Error). */
const unknownTerm = (property: 'term' | 'termId') => new HttpError(404, FORM_NOT_FOUND_MESSAGE, FORM_NOT_FOUND_MESSAGE, [{ property, constraints: { unknown: FORM_NOT_FOUND_MESSAGE } }]);

export interface PublicConsentOptions {
  limits: ConsentRateLimits;
  now: () => Date;
}

const requestIdOf = (request: FastifyRequest): string | null => {
  const value = request.headers[IDEMPOTENCY_HEADER];
  return typeof value === 'string' && value.length >= 8 && value.length <= 200 ? value : null;
};

export function publicConsentRoutes(ctx: AppContext, options: PublicConsentOptions): FastifyPluginAsync {
  const { db } = ctx;
  return async (app) => {
    const misses = createMissLimiter(app, options.limits);
    const config = { public: true, rateLimit: { max: options.limits.perRouteMax, timeWindow: options.limits.perRouteWindowMs } } as const;

    // Link answers are personal: never stored by a shared cache, never sent on as a referrer.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
    });

    /** The active link of a key, or the error the site shows as the Enrollment Link Expired page. */
    async function openLink(request: FastifyRequest, reply: FastifyReply, key: string): Promise<ConsentLinkRow> {
      await misses.check(request, reply);
      const found = await findLinkByKey(db, key, options.now());
      if (found.status === 'unknown') {
        await misses.miss(request);
        throw notFound();
      }
      if (found.status === 'expired') throw gone(LINK_EXPIRED_MESSAGE);
      const [member] = await db.select({ isDeleted: users.isDeleted }).from(users).where(eq(users.id, found.link.memberId)).limit(1);
      if (!member || member.isDeleted) throw gone(LINK_EXPIRED_MESSAGE);
      return found.link;
    }

    async function identityOfLink(linkId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: consentIdentities.id })
        .from(consentIdentities)
        .where(eq(consentIdentities.consentLinkId, linkId))
        .orderBy(desc(consentIdentities.createdAt))
        .limit(1);
      return row?.id ?? null;
    }

    app.get('/consent/links/:key', { config }, async (request, reply): Promise<ConsentLinkState> => {
      const { key } = validate(consentLinkParams, request.params);
      const link = await openLink(request, reply, key);
      const language = consentLanguageFrom(request.headers['accept-language']);
      const [terms, termIdentityId] = await Promise.all([memberTerms(db, link.clientId, link.memberId, language), identityOfLink(link.id)]);
      return {
        hasLinkExpired: false,
        expiresAt: link.expiresAt.toISOString(),
        language,
        termIdentityId,
        terms: terms.map(({ id, key: termKey, name, shortName, identityRequired, consented }) => ({ id, key: termKey, name, shortName, identityRequired, consented })),
      };
    });

    app.get('/consent/allTerms', { config }, async (request, reply): Promise<ConsentAllTerms> => {
      const { key } = validate(consentKeyQuery, request.query);
      const link = await openLink(request, reply, key);
      const language = consentLanguageFrom(request.headers['accept-language']);
      return { language, terms: await memberTerms(db, link.clientId, link.memberId, language) };
    });

    for (const path of ['/consent/form/', '/consent/form']) {
      app.get(path, { config }, async (request, reply): Promise<ConsentFormState> => {
        const { key, term: termKey } = validate(consentFormQuery, request.query);
        const link = await openLink(request, reply, key);
        const language = consentLanguageFrom(request.headers['accept-language']);
        const [terms, termIdentityId] = await Promise.all([memberTerms(db, link.clientId, link.memberId, language), identityOfLink(link.id)]);
        const index = terms.findIndex((t) => t.key === termKey);
        const term = terms[index];
        if (!term) throw unknownTerm('term');
        return { hasLinkExpired: false, language, term, termIdentityId, position: index + 1, total: terms.length };
      });

      app.post(path, { config }, async (request, reply): Promise<ConsentAnswerResult> => {
        const body = validate(consentFormBody, request.body ?? {});
        const link = await openLink(request, reply, body.consentLinkKey);
        const language = consentLanguageFrom(request.headers['accept-language']);
        const [term] = await db
          .select()
          .from(consentTerms)
          .where(and(eq(consentTerms.id, body.termId), eq(consentTerms.clientId, link.clientId), eq(consentTerms.isActive, true)))
          .limit(1);
        if (!term) throw unknownTerm('termId');
        const outcome = await commitWrite(ctx, link.organisationId, async (tx, changes) => {
          const consentIdentityId = await identityForAnswer(tx, term, link.memberId, body.consentIdentityId, link.id);
          return recordConsentAnswer(tx, changes, {
            organisationId: link.organisationId,
            clientId: link.clientId,
            memberId: link.memberId,
            term,
            consented: body.consented,
            consentLinkId: link.id,
            consentIdentityId,
            ipAddress: request.ip,
            languageCode: language,
            internalSubmitterUserId: null,
            requestId: requestIdOf(request),
            now: options.now(),
          });
        });
        const terms = await memberTerms(db, link.clientId, link.memberId, language);
        return {
          submissionId: outcome.submission.id,
          term: presentPublicTerm(term, outcome.state.consented, language),
          nextTermKey: nextUnansweredTerm(terms, term.key)?.key ?? null,
          replayed: outcome.replayed,
        };
      });
    }

    app.post('/consent/form/identity', { config }, async (request, reply): Promise<ConsentIdentityResult> => {
      const { consentLinkKey, ...fields } = validate(consentIdentityBody, request.body ?? {});
      const link = await openLink(request, reply, consentLinkKey);
      const recorded = await commitWrite(ctx, link.organisationId, (tx, changes) =>
        recordIdentity(tx, changes, {
          organisationId: link.organisationId,
          clientId: link.clientId,
          memberId: link.memberId,
          consentLinkId: link.id,
          fields,
          ipAddress: request.ip,
          languageCode: consentLanguageFrom(request.headers['accept-language']),
          internalSubmitterUserId: null,
          now: options.now(),
        }),
      );
      return { consentIdentityId: recorded.id };
    });
  };
}
