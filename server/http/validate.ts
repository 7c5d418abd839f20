/** Validation with the shared arktype schemas; a rejection becomes a 400 with property errors. */
import { type, type Type } from 'arktype';
import type { PropertyError } from '../../domain/index.ts';
import { badRequest } from './errors.ts';
import { guardInput } from './input-guard.ts';

/** Turns arktype's flat error list into nested property errors (children follow the path). */
export function toPropertyErrors(errors: type.errors): PropertyError[] {
  const roots: PropertyError[] = [];
  for (const error of errors) {
    const path = error.path.length ? error.path.map(String) : ['body'];
    let level = roots;
    let node: PropertyError | undefined;
    for (const segment of path) {
      node = level.find((e) => e.property === segment);
      if (!node) {
        node = { property: segment, children: [] };
        level.push(node);
      }
      level = node.children ??= [];
    }
    if (!node) continue;
    // A closed contract's undeclared key (domain/contracts/define.ts): named as the spec's validator names one.
    const constraint = isUndeclaredKey(error)
      ? undeclaredKeyConstraint(node.property)
      : { [error.code]: error.message };
    node.constraints = { ...node.constraints, ...constraint };
  }
  return roots;
}

/** arktype's error for a key a closed schema does not declare. */
export const isUndeclaredKey = (error: type.errors[number]) =>
  error.code === 'predicate' && error.expected === 'removed';

/** How the 400 names an undeclared key (the spec's validator's wording). */
export const undeclaredKeyConstraint = (property: string) => ({
  whitelistValidation: `property ${property} should not exist`,
});

export function validate<T extends Type>(schema: T, value: unknown): T['infer'] {
  const result = schema(value);
  if (result instanceof type.errors) throw badRequest(toPropertyErrors(result));
  return result as T['infer'];
}

/**
 * A JSON body its handler reads itself (a webhook, once its signature over the raw text holds):
 * parsed, refused by the input guard, then validated, as a registered body is. Text that is not
 * JSON is validated as nothing, so it is the schema's 400.
 */
export function validateJsonText<T extends Type>(schema: T, raw: string): T['infer'] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  guardInput('body', parsed);
  return validate(schema, parsed);
}
