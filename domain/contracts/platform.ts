/** Runtime configuration, the change log, logout and the SMS provider's webhook. */
import { type } from 'arktype';
import { changesQuery, smsInboundBody } from '../api/params.ts';
import { ENTITY_KINDS } from '../entities/index.ts';
import { defineOperation } from './define.ts';

export const clientConfig = defineOperation({
  method: 'GET',
  path: '/client-config',
  response: type({
    oidc: { authority: 'string', clientId: 'string', audience: 'string', scope: 'string', embedded: 'boolean' },
    analyticsUrl: 'string',
    /** The external record system's patient page (`{patientId}` where the id goes), when a deployment has one. */
    'externalRecordUrl?': 'string',
    build: { time: 'string', revision: 'string' },
    /** The deployment mode (DEPLOYMENT_MODE): the Survey tab shows only outside production. */
    environment: "'production' | 'demo'",
  }),
  access: 'public',
});

const changeRow = type({
  seq: 'number',
  entity: type.enumerated(...ENTITY_KINDS),
  id: 'string',
  op: "'upsert' | 'delete'",
  data: 'Record<string, unknown> | null',
});

export const syncChanges = defineOperation({
  method: 'GET',
  path: '/sync/changes',
  query: changesQuery,
  response: type({ changes: changeRow.array(), head: 'number', hasMore: 'boolean' }),
  access: 'app-access',
});

/** Tokens are stateless: logging out is recorded by the audit trail. */
export const logout = defineOperation({
  method: 'POST',
  path: '/auth/logout',
  response: type('undefined'),
  access: 'signed-in',
});

/** Public, authenticated by the provider's signature over its timestamp and the raw body (checked before the body is parsed). */
export const smsInbound = defineOperation({
  method: 'POST',
  path: '/webhooks/sms/inbound',
  body: smsInboundBody,
  rawBody: true,
  response: type({ messageId: 'string', todoId: 'string | null' }).or({ ignored: 'true' }),
  access: 'public',
});
