/**
 * The parts of a request a contract does not declare at all. Contracts are closed (schemas reject
 * undeclared keys: domain/contracts/define.ts); an operation without a query or body schema is
 * closed too: any key there is undeclared. A body that should be an object and is not (an array,
 * a number) is refused as a whole, so no handler ever sees one.
 */
import type { PropertyError } from '../../domain/index.ts';
import { badRequest } from './errors.ts';
import { undeclaredKeyConstraint } from './validate.ts';

const undeclared = (property: string): PropertyError => ({ property, constraints: undeclaredKeyConstraint(property) });

/** Undefined when `value` holds nothing (absent, null or `{}`); else a 400 naming each key. */
export function refuseAny(part: 'query' | 'body', value: unknown): undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object')
    throw badRequest([{ property: part, constraints: { whitelistValidation: `${part} should be empty` } }]);
  const keys = Object.keys(value);
  if (keys.length > 0) throw badRequest(keys.map(undeclared));
  return undefined;
}

/** The body a schema validates: absent is `{}` (all-optional bodies may be omitted); a non-object is a 400. */
export function objectBody(value: unknown): object {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw badRequest([{ property: 'body', constraints: { isObject: 'body must be an object' } }]);
  return value;
}
