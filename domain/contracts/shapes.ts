/** Answer shapes several contracts share. */
import { type } from 'arktype';

/** One page of a list: its rows, and `count` (all the rows that match) when asked with `includeCount`. */
export const listOf = <S extends type.Any>(row: S) => type({ data: row.array(), 'count?': 'number' });
