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
import { prepared } from '../db/prepared.ts';
import { clients, organisationSequences, users } from '../db/schema/index.ts';
import { forbidden, notFound, unauthorized } from '../http/errors.ts';
import { preparedRows } from '../http/prepared-text.ts';
import { backendClientOf, isClientToken, type BackendClientActor } from './backend-clients.ts';
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
  /** When the token was issued, and when its user authenticated if it says (`auth_time`), in seconds since epoch. */
  tokenIssuedAt?: number | undefined;
  authenticatedAt?: number | undefined;
  /**
   * The organisation's change head, read with the user, so before any of the call's data: a read
   * answers it as `x-change-head` (the sync engine never lets a page overwrite a newer change).
   */
  changeHead: number;
  /** A backend client's token (client credentials, no user): which client, and its scopes. */
  backend?: BackendClientActor;
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

/** A looked-up user with the row versions it was read at (PostgreSQL's `xmin` of the user's and the customer's rows). */
interface Stamped extends UserWithFlags {
  userVersion: string;
  clientVersion: string | null;
}

/**
 * The user, their customer's feature flags and their organisation's change head in one round trip:
 * every request resolves its actor, and every read answers the head.
 *
 * The user's row is wide, and turning it into an object was most of a request's own work after the
 * query itself; it changes rarely. So each instance keeps the rows it read with their versions
 * (`xmin`, which every update of a row changes) and a request reads only those versions and the
 * head: when both match, the kept row is the row as it stands in this very snapshot, so a deleted,
 * locked-out or changed user (by any instance, or outside the application) is seen at once, as
 * before; when either differs (or nothing is kept), the row is read whole, one more round trip.
 */
async function userWithFlags(db: Db, column: LookupColumn, value: string): Promise<UserWithFlags[]> {
  let kept = keptUsers.get(db);
  if (!kept) keptUsers.set(db, (kept = new Map()));
  const key = `${column}:${value}`;
  const known = kept.get(key);
  if (known) {
    const [now] = await preparedRows<{ id: string; uv: string; cv: string | null; head: string | number | null }>(
      db,
      `actor_versions_by_${column}`,
      `select u.id::text as id, u.xmin::text as uv, c.xmin::text as cv,
        (select s.head from organisation_sequences s where s.organisation_id = u.organisation_id) as head
       from users u left join clients c on c.id = u.client_id where u.${COLUMN_NAMES[column]} = $1 limit 1`,
      [value],
    );
    if (!now) {
      kept.delete(key);
      return [];
    }
    if (now.id === known.user.id && now.uv === known.userVersion && now.cv === known.clientVersion)
      return [{ user: known.user, clientFlags: known.clientFlags, head: now.head }];
  }
  const [found] = await wholeUser(db, column).execute({ value });
  if (!found) {
    kept.delete(key);
    return [];
  }
  if (kept.size >= KEPT_USERS) kept.delete(kept.keys().next().value!);
  kept.set(key, found);
  return [found];
}

const COLUMN_NAMES: Record<LookupColumn, string> = { authSubject: 'auth_subject', loginEmail: 'login_email', id: 'id' };
/** Users kept per instance (a user is a few kilobytes); the oldest go first. */
const KEPT_USERS = 5000;
const keptUsers = new WeakMap<Db, Map<string, Stamped>>();

/**
 * The whole row with its versions, prepared once per database (and named, so PostgreSQL plans it
 * once per connection): building a query over every column of users each time cost more than running it.
 */
function wholeUser(db: Db, column: LookupColumn): PreparedLookup {
  return prepared(db, `actor_user_head_by_${column}`, (d, name) =>
    d
      .select({
        user: users,
        clientFlags: clients.featureFlags,
        head: sql<
          string | number | null
        >`(select ${organisationSequences.head} from ${organisationSequences} where ${organisationSequences.organisationId} = ${users.organisationId})`,
        userVersion: sql<string>`${users}.xmin::text`,
        clientVersion: sql<string | null>`${clients}.xmin::text`,
      })
      .from(users)
      .leftJoin(clients, eq(clients.id, users.clientId))
      .where(eq(users[column], sql.placeholder('value')))
      .limit(1)
      .prepare(name),
  );
}

type PreparedLookup = { execute(values: { value: string }): Promise<Stamped[]> };

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
  if (isClientToken(payload)) {
    if (impersonatedUserId) throw forbidden('A backend client acts as no user');
    const found = await backendClientOf(db, payload);
    if (!found) throw unauthorized('Unknown client');
    return {
      realUser: found.standIn,
      user: found.standIn,
      role: 'ADMIN',
      organisationId: found.standIn.organisationId,
      homeClientId: found.standIn.clientId,
      permissions: [],
      featureFlags: [],
      impersonating: false,
      tokenExpiresAt: payload.exp ?? 0,
      changeHead: found.head,
      backend: found.client,
    };
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
    tokenIssuedAt: payload.iat,
    authenticatedAt: typeof payload.auth_time === 'number' ? payload.auth_time : undefined,
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
