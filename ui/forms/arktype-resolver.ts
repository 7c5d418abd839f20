/**
 * A react-hook-form resolver over an arktype schema: the schema's issues become field errors by
 * path ('address.zip'), the first issue per path kept. An issue on an empty value (or a missing
 * key) has type 'required', which the bound fields word as '{label} is required.' in the reader's
 * language; other issues carry arktype's message unless `describe` words them (arktype's own
 * messages are English, so a translated form passes `describe`).
 */
import type { ArkErrors } from 'arktype';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** One schema issue, as `describe` sees it. */
export interface SchemaIssue {
  /** Dotted path of the field, e.g. 'address.zip'. */
  path: string;
  /** arktype's code: 'required', 'minLength', 'pattern', 'min', 'predicate' ... */
  code: string;
  /** arktype's (English) message. */
  message: string;
  /** The value at the path. */
  value: unknown;
}

export interface ArktypeResolverOptions {
  /** The message for an issue, in the reader's language; undefined keeps arktype's. */
  describe?: (issue: SchemaIssue) => string | undefined;
}

/** True for what a user sees as "nothing entered": '', whitespace, null, undefined, an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = values;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

function setAt(target: Record<string, unknown>, path: readonly string[], error: FieldError): void {
  let at = target;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      at[key] ??= error;
      return;
    }
    const next = at[key];
    // A parent that already holds its own error keeps it; the child's error is then dropped.
    if (next && typeof next === 'object' && !('type' in next && 'message' in next))
      at = next as Record<string, unknown>;
    else if (next === undefined) at = at[key] = {};
  });
}

/**
 * arktype marks its error lists with the ' arkKind' key. Checked by shape rather than with
 * `instanceof ArkErrors`, so this file imports arktype's types only: a bundle that uses the kit
 * without a schema (the consent site) never loads arktype.
 */
function isArkErrors(value: unknown): value is ArkErrors {
  return Array.isArray(value) && (value as unknown as Record<string, unknown>)[' arkKind'] === 'errors';
}

/**
 * @example
 *   const form = useForm({ resolver: arktypeResolver(type({ name: 'string > 0', address: { zip: /^\d{5}$/ } })) });
 */
export function arktypeResolver<Values extends FieldValues>(
  schema: (data: unknown) => unknown,
  options: ArktypeResolverOptions = {},
): Resolver<Values> {
  return (values) => {
    const out = schema(values);
    if (!isArkErrors(out)) return { values: out as Values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of out) {
      const keys = issue.path.map(String);
      const path = keys.join('.');
      const value = valueAt(values, issue.path);
      const required = issue.code === 'required' || isEmptyValue(value);
      const described = options.describe?.({ path, code: issue.code, message: issue.message, value });
      setAt(errors, keys.length ? keys : ['root'], {
        type: required ? 'required' : issue.code,
        message: described ?? issue.message,
      });
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
