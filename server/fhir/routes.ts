/**
 * The FHIR operations (`domain/contracts/fhir.ts`). `$everything` loads the member in the caller's
 * organisation (another organisation's member, or a missing one, answers 404), reads the record,
 * maps it, filters it by `_type` and `_since`, and answers a searchset Bundle. The call is in the
 * audit trail like every read about a member (`server/audit/rules.ts`: the path's member).
 * Answers and refusals are FHIR (`outcome.ts`).
 */
import type { FastifyReply } from 'fastify';
import { BACKEND_SCOPES, CLIENT_ASSERTION_ALGORITHMS } from '../auth/backend-clients.ts';
import { loadMemberInTenant } from '../auth/scope.ts';
import { issuerOf } from '../config.ts';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlersOf } from '../http/operations.ts';
import { filterResources, FhirParameterError, parseEverythingQuery, searchBundle } from './bundle.ts';
import { capabilityStatement } from './capability.ts';
import { mapMemberRecord } from './map-record.ts';
import { asFhirAnswer, FHIR_JSON, operationOutcome } from './outcome.ts';
import { loadMemberRecord } from './load-record.ts';

const FHIR_ROUTE = { onSend: asFhirAnswer };

export const fhirBase = (ctx: AppContext) => `${ctx.config.publicUrl.replace(/\/$/, '')}/api/fhir/R4`;

function refuse(reply: FastifyReply, status: number, diagnostics: string): FastifyReply {
  return reply.code(status).type(FHIR_JSON).send(operationOutcome(status, diagnostics));
}

/** The embedded provider's token endpoint, where backend clients get tokens; an external provider's clients find theirs there. */
const embeddedTokenEndpoint = (ctx: AppContext) =>
  ctx.config.oidc.issuer ? undefined : `${issuerOf(ctx.config)}/token`;

export function fhirHandlers(
  ctx: AppContext,
): HandlersOf<'fhirMetadata' | 'fhirSmartConfiguration' | 'fhirPatientEverything'> {
  const { db, clock } = ctx;
  return {
    fhirMetadata: {
      options: FHIR_ROUTE,
      async handle({ reply }) {
        reply.type(FHIR_JSON);
        return capabilityStatement(fhirBase(ctx), embeddedTokenEndpoint(ctx));
      },
    },
    fhirSmartConfiguration: {
      async handle() {
        const tokenEndpoint = embeddedTokenEndpoint(ctx);
        if (!tokenEndpoint)
          throw notFound("Backend clients get their tokens from the organisation's identity provider");
        return {
          issuer: issuerOf(ctx.config),
          token_endpoint: tokenEndpoint,
          grant_types_supported: ['client_credentials'],
          token_endpoint_auth_methods_supported: ['private_key_jwt'],
          token_endpoint_auth_signing_alg_values_supported: [...CLIENT_ASSERTION_ALGORITHMS],
          scopes_supported: [...BACKEND_SCOPES],
          // SMART's name for a client that proves itself with its own key pair (no shared secret).
          capabilities: ['client-confidential-asymmetric'],
        };
      },
    },
    fhirPatientEverything: {
      options: FHIR_ROUTE,
      async handle({ actor, params, query, reply }) {
        let filter;
        try {
          filter = parseEverythingQuery(query);
        } catch (error) {
          if (error instanceof FhirParameterError) return refuse(reply, 400, error.message);
          throw error;
        }
        const member = await loadMemberInTenant(db, actor, params.memberId);
        const base = fhirBase(ctx);
        const now = clock.now();
        const resources = filterResources(mapMemberRecord(await loadMemberRecord(db, member), { base, now }), filter);
        const search = new URLSearchParams();
        if (filter.types) search.set('_type', [...filter.types].join(','));
        if (filter.since) search.set('_since', filter.since.toISOString());
        const self = `${base}/Patient/${member.id}/$everything${search.size ? `?${search}` : ''}`;
        reply.type(FHIR_JSON);
        return searchBundle(resources, { base, self, now });
      },
    },
  };
}
