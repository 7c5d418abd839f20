/**
 * Test rows of an entity declared by its columns (`domain/entities/columns.ts`): every required
 * column without a database default gets a value of its type (a fresh uuid, a numbered text), so
 * a test names only what it cares about and the tenant and foreign keys it must.
 *
 * @example
 *   await db.insert(teams).values(entityRow(team, { organisationId, clientId, name: 'North' }));
 */
import { randomUUID } from 'node:crypto';
import type { AnyColumn, Columns, InsertRow, StoredRow } from '../../domain/entities/columns.ts';

let made = 0;

/** A value of the column's type; numbered so that two rows made in one test differ. */
function valueFor(key: string, column: AnyColumn): unknown {
  const n = ++made;
  switch (column.spec.sql) {
    case 'uuid':
      return randomUUID();
    case 'text':
      // Text of a schema (`column.textOf`, one of a few names) has no made-up value: the caller names it.
      if (typeof column.spec.wire !== 'string') throw new Error(`entityRow: give ${key}, one of its schema's values`);
      return `${key} ${n}`;
    case 'integer':
      return n;
    case 'boolean':
      return false;
    case 'timestamptz':
      return new Date();
    case 'jsonb':
      return [];
    case 'serial':
      return undefined;
  }
}

/** The declared columns a row must be given: stored, required, without a database default. */
const required = (columns: Columns) =>
  Object.entries(columns).filter(
    ([, { spec }]) => spec.stored && !spec.nullable && !spec.default && spec.sql !== 'serial',
  );

/**
 * A row to insert: the overrides, and a value for each other required column. The tenant and the
 * foreign keys are the caller's to give (`Extra`): a made-up id would name nothing.
 */
export function entityRow<Cs extends Columns, Extra extends Record<string, unknown>>(
  entity: { table: { columns: Cs } },
  overrides: Partial<StoredRow<Cs>> & Extra,
): InsertRow<Cs> & Extra {
  const row: Record<string, unknown> = {};
  for (const [key, column] of required(entity.table.columns)) if (!(key in overrides)) row[key] = valueFor(key, column);
  return { ...row, ...overrides } as InsertRow<Cs> & Extra;
}
