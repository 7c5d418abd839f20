/**
 * The public consent endpoints (spec part 3 sections 2 and 7). No login: the link key is the only
 * credential. An unknown key answers 404 (and counts against the caller's address), an expired one
 * 410; the answers name the terms and which are answered, nothing else about the member.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { consentLanguageFrom, HEADERS, nextUnansweredTerm } from '../../domain/index.ts';
import { consentIdentities, consentTerms, users } from '../db/schema/index.ts';
import type { AppContext } from '../http/context.ts';
import { gone, HttpError, notFound } from '../http/errors.ts';
import { withRouteOptions, type HandlerFunctions as Handlers, type HandlersOf } from '../http/operations.ts';
import { findLinkByKey, type ConsentLinkRow } from './links.ts';
import { createMissLimiter, type ConsentRateLimits } from './rate-limits.ts';
import { identityForAnswer, recordConsentAnswer, recordIdentity } from './submissions.ts';
import { memberTerms, presentPublicTerm } from './terms.ts';

export const LINK_EXPIRED_MESSAGE = 'The link you are trying to access has expired. Please contact us for assistance.';
export const FORM_NOT_FOUND_MESSAGE =
  'The form you are trying to access does not exist. Please contact us for assistance.';

/** A 404 that names the missing term, so the site can tell it from an unknown link (Application Error). */
const unknownTerm = (property: 'term' | 'termId') =>
  new HttpError(404, FORM_NOT_FOUND_MESSAGE, FORM_NOT_FOUND_MESSAGE, [
    { property, constraints: { unknown: FORM_NOT_FOUND_MESSAGE } },
  ]);

export interface PublicConsentOptions {
  limits: ConsentRateLimits;
  now: () => Date;
}

const requestIdOf = (request: FastifyRequest): string | null => {
  const value = request.headers[HEADERS.idempotencyKey];
  return typeof value === 'string' && value.length >= 8 && value.length <= 200 ? value : null;
};

type PublicConsentOperation =
  'consentLink' | 'consentAllTerms' | 'consentForm' | 'answerConsentForm' | 'confirmConsentIdentity';

/** `app` is the API scope, where the rate-limit plugin is registered. */
export function publicConsentHandlers(
  ctx: AppContext,
  app: FastifyInstance,
  options: PublicConsentOptions,
): HandlersOf<PublicConsentOperation> {
  const { db } = ctx;
  const misses = createMissLimiter(app, options.limits);
  const routeOptions: Omit<RouteShorthandOptions, 'handler'> = {
    config: { rateLimit: { max: options.limits.perRouteMax, timeWindow: options.limits.perRouteWindowMs } },
    // Link answers are personal: never stored by a shared cache, never sent on as a referrer.
    onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
    },
  };

  /** The active link of a key, or the error the site shows as the Enrollment Link Expired page. */
  async function openLink(request: FastifyRequest, reply: FastifyReply, key: string): Promise<ConsentLinkRow> {
    await misses.check(request, reply);
    const found = await findLinkByKey(db, key, options.now());
    if (found.status === 'unknown') {
      await misses.miss(request);
      throw notFound();
    }
    if (found.status === 'expired') throw gone(LINK_EXPIRED_MESSAGE);
    const [member] = await db
      .select({ isDeleted: users.isDeleted })
      .from(users)
      .where(eq(users.id, found.link.memberId))
      .limit(1);
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

  const handlers: Handlers<PublicConsentOperation> = {
    async consentLink({ params: { key }, request, reply }) {
      const link = await openLink(request, reply, key);
      const language = consentLanguageFrom(request.headers['accept-language']);
      const [terms, termIdentityId] = await Promise.all([
        memberTerms(db, link.clientId, link.memberId, language),
        identityOfLink(link.id),
      ]);
      return {
        hasLinkExpired: false,
        expiresAt: link.expiresAt.toISOString(),
        language,
        termIdentityId,
        terms: terms.map(({ id, key: termKey, name, shortName, identityRequired, consented }) => ({
          id,
          key: termKey,
          name,
          shortName,
          identityRequired,
          consented,
        })),
      };
    },

    async consentAllTerms({ query: { key }, request, reply }) {
      const link = await openLink(request, reply, key);
      const language = consentLanguageFrom(request.headers['accept-language']);
      return { language, terms: await memberTerms(db, link.clientId, link.memberId, language) };
    },

    async consentForm({ query: { key, term: termKey }, request, reply }) {
      const link = await openLink(request, reply, key);
      const language = consentLanguageFrom(request.headers['accept-language']);
      const [terms, termIdentityId] = await Promise.all([
        memberTerms(db, link.clientId, link.memberId, language),
        identityOfLink(link.id),
      ]);
      const index = terms.findIndex((t) => t.key === termKey);
      const term = terms[index];
      if (!term) throw unknownTerm('term');
      return { hasLinkExpired: false, language, term, termIdentityId, position: index + 1, total: terms.length };
    },

    async answerConsentForm({ body, request, reply, write }) {
      const link = await openLink(request, reply, body.consentLinkKey);
      const language = consentLanguageFrom(request.headers['accept-language']);
      const [term] = await db
        .select()
        .from(consentTerms)
        .where(
          and(
            eq(consentTerms.id, body.termId),
            eq(consentTerms.clientId, link.clientId),
            eq(consentTerms.isActive, true),
          ),
        )
        .limit(1);
      if (!term) throw unknownTerm('termId');
      const outcome = await write(async (tx, changes) => {
        const consentIdentityId = await identityForAnswer(tx, term, link.memberId, body.consentIdentityId, link.id);
        return recordConsentAnswer(tx, changes, {
          organisationId: link.organisationId,
          clientId: link.clientId,
          memberId: link.memberId,
          term,
          consented: body.consented,
          consentLinkId: link.id,
          consentIdentityId,
          ipAddress: request.clientAddress,
          languageCode: language,
          internalSubmitterUserId: null,
          requestId: requestIdOf(request),
          now: options.now(),
        });
      }, link.organisationId);
      const terms = await memberTerms(db, link.clientId, link.memberId, language);
      return {
        submissionId: outcome.submission.id,
        term: presentPublicTerm(term, outcome.state.consented, language),
        nextTermKey: nextUnansweredTerm(terms, term.key)?.key ?? null,
        replayed: outcome.replayed,
      };
    },

    async confirmConsentIdentity({ body: { consentLinkKey, ...fields }, request, reply, write }) {
      const link = await openLink(request, reply, consentLinkKey);
      const recorded = await write(
        (tx, changes) =>
          recordIdentity(tx, changes, {
            organisationId: link.organisationId,
            clientId: link.clientId,
            memberId: link.memberId,
            consentLinkId: link.id,
            fields,
            ipAddress: request.clientAddress,
            languageCode: consentLanguageFrom(request.headers['accept-language']),
            internalSubmitterUserId: null,
            now: options.now(),
          }),
        link.organisationId,
      );
      return { consentIdentityId: recorded.id };
    },
  };
  // Every public consent route is rate-limited and marked personal.
  return withRouteOptions(handlers, routeOptions);
}
