/**
 * Who is calling: the verified token's user, or, with the impersonation header and the
 * CAN_IMPERSONATE_USERS permission, the user they act as (within the same organisation). Every route reads `request.actor`.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  effectivePermissions,
  HEADERS,
  isRole,
  isStaffRole,
  resolveFeatureFlags,
  type FeatureFlag,
  type Permission,
  type Role,
} from '../../domain/index.ts';
import type { Db } from '../db/connect.ts';
import { clients, organisationSequences, users } from '../db/schema/index.ts';
import { forbidden, notFound, unauthorized } from '../http/errors.ts';
import type { TokenVerifier } from './verify-token.ts';

export const IMPERSONATION_HEADER = HEADERS.impersonatedUser;

export type UserRow = typeof users.$inferSelect;

export interface Actor {
  /** The person behind the token. */
  realUser: UserRow;
  /** Whom the call acts as: the real user, or the impersonated one. */
  user: UserRow;
  role: Role;
  /** The tenant: every row the call reads or writes belongs to it. */
  organisationId: string;
  /** The acting user's home customer (feature flags come from it); access spans every customer. */
  homeClientId: string;
  permissions: Permission[];
  featureFlags: FeatureFlag[];
  impersonating: boolean;
  /** Token expiry (seconds since epoch), for closing sockets when it passes. */
  tokenExpiresAt: number;
  /**
   * The organisation's change head, read with the user, so before any of the call's data: a read
   * answers it as `x-change-head` (the sync engine never lets a page overwrite a newer change).
   */
  changeHead: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The token's user: by the provider's subject; by e-mail only when the provider vouches for the
 * address (`email_verified`), as anyone may put any address in an unverified claim.
 */
async function findUserForToken(
  db: Db,
  sub: string,
  email: unknown,
  emailVerified: unknown,
): Promise<UserWithFlags | undefined> {
  const [bySubject] = await userWithFlags(db, 'authSubject', sub);
  if (bySubject) return bySubject;
  if (emailVerified === true && typeof email === 'string' && email) {
    const [byEmail] = await userWithFlags(db, 'loginEmail', email.toLowerCase());
    return byEmail;
  }
  return undefined;
}

interface UserWithFlags {
  user: UserRow;
  /** The feature flags of the user's home customer. */
  clientFlags: string[] | null;
  /** The head of the user's organisation's change log (null before its first change). */
  head: string | number | null;
}

type LookupColumn = 'authSubject' | 'loginEmail' | 'id';

/**
 * The user, their customer's feature flags and their organisation's change head in one round trip:
 * every request resolves its actor, and every read answers the head.
 * Prepared once per database (and named, so PostgreSQL plans it once per connection): building a
 * query over every column of users each time cost more than running it.
 */
function userWithFlags(db: Db, column: LookupColumn, value: string): Promise<UserWithFlags[]> {
  let lookups = preparedLookups.get(db);
  if (!lookups) preparedLookups.set(db, (lookups = new Map()));
  let lookup = lookups.get(column);
  if (!lookup) {
    lookup = db
      .select({
        user: users,
        clientFlags: clients.featureFlags,
        head: sql<
          string | number | null
        >`(select ${organisationSequences.head} from ${organisationSequences} where ${organisationSequences.organisationId} = ${users.organisationId})`,
      })
      .from(users)
      .leftJoin(clients, eq(clients.id, users.clientId))
      .where(eq(users[column], sql.placeholder('value')))
      .limit(1)
      .prepare(`actor_user_head_by_${column}`);
    lookups.set(column, lookup);
  }
  return lookup.execute({ value });
}

type PreparedLookup = { execute(values: { value: string }): Promise<UserWithFlags[]> };
const preparedLookups = new WeakMap<Db, Map<LookupColumn, PreparedLookup>>();

export async function resolveActor(
  db: Db,
  verifier: TokenVerifier,
  token: string,
  impersonatedUserId: string | undefined,
): Promise<Actor> {
  let payload;
  try {
    payload = await verifier.verify(token);
  } catch {
    throw unauthorized('Invalid or expired token');
  }
  const found = await findUserForToken(db, payload.sub ?? '', payload.email, payload.email_verified);
  const realUser = found?.user;
  if (!realUser || realUser.isDeleted || !isRole(realUser.role) || !isStaffRole(realUser.role))
    throw unauthorized('Unknown user');

  let user = realUser;
  let clientFlags = found.clientFlags;
  let head = found.head;
  if (impersonatedUserId && impersonatedUserId !== realUser.id) {
    const realPermissions = effectivePermissions(realUser.role as Role, realUser.extraPermissions);
    if (!realPermissions.includes('CAN_IMPERSONATE_USERS')) throw forbidden('You may not impersonate users');
    if (!uuidPattern.test(impersonatedUserId)) throw notFound();
    const [impersonated] = await userWithFlags(db, 'id', impersonatedUserId);
    const target = impersonated?.user;
    if (
      !target ||
      target.organisationId !== realUser.organisationId ||
      target.isDeleted ||
      !isRole(target.role) ||
      !isStaffRole(target.role)
    )
      throw notFound();
    user = target;
    clientFlags = impersonated.clientFlags;
    head = impersonated.head;
  }
  const role = user.role as Role;
  return {
    realUser,
    user,
    role,
    organisationId: user.organisationId,
    homeClientId: user.clientId,
    permissions: effectivePermissions(role, user.extraPermissions),
    featureFlags: resolveFeatureFlags(clientFlags ?? [], user.featureFlagOverrides),
    impersonating: user.id !== realUser.id,
    tokenExpiresAt: payload.exp ?? 0,
    changeHead: Number(head ?? 0),
  };
}

export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The actor of an authenticated route; routes marked public never call this. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/** App access is required for everything but verify (which tells the portal to show no-access). */
export function requireAppAccess(actor: Actor): void {
  if (!actor.user.hasAppAccess || !actor.realUser.hasAppAccess)
    throw forbidden('You do not currently have access to the application');
}

export function requirePermission(actor: Actor, permission: Permission): void {
  requireAppAccess(actor);
  if (!actor.permissions.includes(permission)) throw forbidden();
}
