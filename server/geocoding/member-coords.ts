/**
 * Where the map places a member: the coordinates of their first located address, in the member
 * list's address order (the primary one, else the oldest). A member with no located address has
 * no place on the map and is counted apart ('N members have no location').
 */
import { and, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect.ts';
import { addresses } from '../db/schema/index.ts';
import type { UserRow } from '../auth/actor.ts';
import { ADDRESS_ORDER, addressesOf } from '../presenters/member.ts';
import type { Coords } from './geocoder.ts';

export async function memberCoordsOf(
  db: Db | Tx,
  member: Pick<UserRow, 'id' | 'organisationId'>,
): Promise<Coords | null> {
  const [row] = await db
    .select({ lat: addresses.latitude, lng: addresses.longitude })
    .from(addresses)
    .where(and(addressesOf(member), isNotNull(addresses.latitude), isNotNull(addresses.longitude)))
    .orderBy(...ADDRESS_ORDER)
    .limit(1);
  return row && row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;
}

export const sameCoords = (a: Coords | null, b: Coords | null): boolean =>
  a === b || (a !== null && b !== null && a.lat === b.lat && a.lng === b.lng);

/** Has a located address: the map's filter, a correlated look-up per member (the `addresses_user_idx` index). */
export const locatedMember = sql`exists (select 1 from ${addresses} a where a.user_id = ${sql.identifier('users')}.id
  and a.organisation_id = ${sql.identifier('users')}.organisation_id and a.latitude is not null and a.longitude is not null)`;

/** The member's place on the map, read with each row of the map's answer as `[lat, lng]` (same order as `memberCoordsOf`). */
export const firstCoords = sql<
  [number, number] | null
>`(select json_build_array(a.latitude, a.longitude) from ${addresses} a
  where a.user_id = ${sql.identifier('users')}.id and a.organisation_id = ${sql.identifier('users')}.organisation_id
  and a.latitude is not null and a.longitude is not null
  order by a.is_primary desc, a.created_at asc, a.id asc limit 1)`;
