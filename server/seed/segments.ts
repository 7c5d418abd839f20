/**
 * The demo's member segments (the Assignment Criteria drawer's Segments): each customer has its own
 * catalogue, and every member of it falls in one segment, spread in order of id (deterministic for a
 * seed: the ids come from the seed's stream, the members' ids too).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/connect.ts';
import { customerSegments } from '../db/schema/index.ts';
import { rngFor } from './random.ts';

/** Each customer's segments, in the drawer's order. */
export const DEMO_SEGMENT_NAMES = ['High risk', 'Rising risk', 'Stable'] as const;

export async function seedSegments(
  tx: Pick<Tx, 'insert' | 'execute'>,
  options: { organisationId: string; clientIds: readonly string[]; seed: number },
): Promise<void> {
  const rng = rngFor(options.seed, 'segments');
  const rows = options.clientIds.flatMap((clientId) =>
    DEMO_SEGMENT_NAMES.map((name, i) => ({
      id: rng.uuid(),
      organisationId: options.organisationId,
      clientId,
      name,
      sortOrder: i + 1,
    })),
  );
  await tx.insert(customerSegments).values(rows).onConflictDoNothing();
  // Member n of a customer (by id) goes to segment n mod 3 of that customer, in one statement.
  await tx.execute(sql`
    insert into member_segments (member_id, organisation_id, segment_id)
    select m.id, m.organisation_id, s.id
    from (
      select u.id, u.organisation_id, u.client_id,
        (row_number() over (partition by u.client_id order by u.id) - 1) % ${DEMO_SEGMENT_NAMES.length} + 1 as n
      from users u
      where u.organisation_id = ${options.organisationId} and u.role = 'PATIENT'
    ) m
    join customer_segments s on s.client_id = m.client_id and s.sort_order = m.n
    on conflict (member_id) do nothing
  `);
}
