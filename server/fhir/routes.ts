/**
 * The FHIR operations (`domain/contracts/fhir.ts`). `$everything` loads the member in the caller's
 * organisation (another organisation's member, or a missing one, answers 404), reads the record,
 * maps it, filters it by `_type` and `_since`, and answers a searchset Bundle. The call is in the
 * audit trail like every read about a member (`server/audit/rules.ts`: the path's member).
 * Answers and refusals are FHIR (`outcome.ts`).
 */
import type { FastifyReply } from 'fastify';
import { loadMemberInTenant } from '../auth/scope.ts';
import { issuerOf } from '../config.ts';
import type { AppContext } from '../http/context.ts';
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

export function fhirHandlers(ctx: AppContext): HandlersOf<'fhirMetadata' | 'fhirPatientEverything'> {
  const { db, clock } = ctx;
  return {
    fhirMetadata: {
      options: FHIR_ROUTE,
      async handle({ reply }) {
        reply.type(FHIR_JSON);
        return capabilityStatement(fhirBase(ctx), ctx.config.oidc.issuer ? undefined : `${issuerOf(ctx.config)}/token`);
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
