/**
 * What no schema should have to think about, refused before validation and before any write:
 * text the database cannot store (a NUL character, half of a surrogate pair), and values nested
 * deeper or wider than any call needs. A database error on such input would be a 500 whose message
 * carries the SQL parameters (names, dates of birth); here it is a 400 naming the field.
 */
import type { PropertyError } from '../../domain/index.ts';
import { badRequest } from './errors.ts';

/** No call nests deeper than a few levels; 5,000-deep arrays are an attack, not a request. */
export const MAX_INPUT_DEPTH = 16;
/** No list a call takes is longer (ids of a filter, a page of reorderings). */
export const MAX_INPUT_ITEMS = 1000;

// A NUL (PostgreSQL text cannot hold one), a high surrogate not followed by a low one, or a low
// one not preceded by a high one (not UTF-8 encodable).
// eslint-disable-next-line no-control-regex -- the NUL is the point
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function refusal(path: readonly string[], code: string, message: string): PropertyError {
  const [first = 'body', ...rest] = path;
  const leaf: PropertyError = {
    property: rest.length ? rest[rest.length - 1]! : first,
    constraints: { [code]: message },
  };
  // Nest the error along its path, as the schema's errors are (toPropertyErrors).
  const chain = [first, ...rest.slice(0, -1)];
  return rest.length
    ? chain.reduceRight<PropertyError>((child, property) => ({ property, children: [child] }), leaf)
    : leaf;
}

/** The first problem in `value` (found depth first), or undefined. */
export function findInputProblem(value: unknown, path: string[] = [], depth = 0): PropertyError | undefined {
  if (typeof value === 'string')
    return UNSTORABLE_TEXT.test(value)
      ? refusal(path, 'storable', 'must not contain NUL characters or unpaired surrogates')
      : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= MAX_INPUT_DEPTH) return refusal(path, 'depth', `must not nest deeper than ${MAX_INPUT_DEPTH} levels`);
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  if (entries.length > MAX_INPUT_ITEMS)
    return refusal(path, 'size', `must not hold more than ${MAX_INPUT_ITEMS} entries`);
  for (const [key, item] of entries) {
    if (UNSTORABLE_TEXT.test(key))
      return refusal(path, 'storable', 'must not contain NUL characters or unpaired surrogates');
    const problem = findInputProblem(item, [...path, key], depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/** Throws a 400 (nothing written) when the request's params, query or body holds a problem. */
export function guardInput(part: 'params' | 'query' | 'body', value: unknown): void {
  const problem = findInputProblem(value, [part]);
  if (problem) throw badRequest([problem]);
}
