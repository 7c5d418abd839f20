/**
 * Backend clients: a partner's system reading FHIR with no user behind it (SMART Backend Services:
 * OAuth client credentials, the client proving itself with a JWT signed by its own key). Its token
 * names the client as its subject (RFC 9068: `sub` is `client_id` when no user is involved); the
 * API maps it to the organisation that registered the client (`backend_clients`) and lets it call
 * only operations whose contract names a scope it holds (`backendScope`, checked in
 * `http/operations.ts`): everything else is a 403, whatever its permission.
 *
 * The actor's user is a stand-in named after the client: it has no app access and no permissions,
 * so a check that forgot backend clients would refuse it, and the audit trail records the client's
 * id where a user's would be.
 */
import { getTableColumns } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import type { BackendScope } from '../../domain/contracts/define.ts';
import type { Db } from '../db/connect.ts';
import { users } from '../db/schema/index.ts';
import { preparedRows } from '../http/prepared-text.ts';

export const BACKEND_SCOPES = ['system/*.read'] as const satisfies readonly BackendScope[];

/** The algorithms a client may sign its assertion with: SMART Backend Services asks servers for RS384 and ES384. */
export const CLIENT_ASSERTION_ALGORITHMS = ['RS384', 'ES384', 'RS256', 'ES256', 'PS256'] as const;

export interface BackendClientActor {
  /** `backend_clients.id`, recorded where a user's id would be. */
  id: string;
  clientId: string;
  name: string;
  /** Granted to the client and present in its token. */
  scopes: readonly BackendScope[];
}

/** A token a client got for itself: its subject is the client, and it names no user. */
export function isClientToken(payload: JWTPayload): payload is JWTPayload & { client_id: string } {
  return typeof payload.client_id === 'string' && payload.sub === payload.client_id;
}

interface Registered {
  id: string;
  organisation_id: string;
  name: string;
  scopes: string[];
  head: string | number | null;
}

/** The registered, unrevoked client with the organisation's change head, in one round trip; read on every call so a revocation holds at once. */
async function registeredClient(db: Db, clientId: string): Promise<Registered | undefined> {
  const [row] = await preparedRows<Registered>(
    db,
    'backend_client_by_client_id',
    `select b.id::text as id, b.organisation_id::text as organisation_id, b.name, b.scopes,
       (select s.head from organisation_sequences s where s.organisation_id = b.organisation_id) as head
     from backend_clients b where b.client_id = $1 and b.revoked_at is null limit 1`,
    [clientId],
  );
  return row;
}

type UserRow = typeof users.$inferSelect;

/** A client token's caller (`auth/actor.ts` makes the actor of it), or undefined when the client is unknown or revoked. */
export async function backendClientOf(
  db: Db,
  payload: JWTPayload & { client_id: string },
): Promise<{ client: BackendClientActor; standIn: UserRow; head: number } | undefined> {
  const client = await registeredClient(db, payload.client_id);
  if (!client) return undefined;
  const asked = new Set(typeof payload.scope === 'string' ? payload.scope.split(' ') : []);
  const scopes = BACKEND_SCOPES.filter((scope) => asked.has(scope) && client.scopes.includes(scope));
  return {
    client: { id: client.id, clientId: payload.client_id, name: client.name, scopes },
    standIn: standInUser(client),
    head: Number(client.head ?? 0),
  };
}

/** Every column of a user, null: the stand-in has no value for most (no customer, no contact, no dates). */
const EMPTY_USER = Object.fromEntries(Object.keys(getTableColumns(users)).map((key) => [key, null]));

/** A users row standing for the client: its id and name, no app access, no permissions, no customer. */
function standInUser(client: Registered): UserRow {
  return {
    ...EMPTY_USER,
    id: client.id,
    organisationId: client.organisation_id,
    clientId: '',
    role: 'ADMIN',
    firstName: client.name,
    lastName: '',
    hasAppAccess: false,
    isDeleted: false,
    extraPermissions: [],
    featureFlagOverrides: {},
    timeZone: 'UTC',
    language: 'en',
  } as unknown as UserRow;
}
