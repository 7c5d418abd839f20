/**
 * The API's 400 answers on a form. `errors` are nested property errors (spec part 1 section 8):
 * `{property, constraints, children}`. Each node's path extends its parent's ('address.zip'), the
 * constraint messages of one path are joined by a space (spec part 3 section 5), and each path goes
 * to react-hook-form's `setError`. Taken structurally: `ui/` imports nothing of ours.
 */

/** One property error as the API sends it (`domain/api/errors.ts`'s PropertyError). */
export interface ServerPropertyError {
  property: string;
  constraints?: Record<string, string>;
  children?: readonly ServerPropertyError[];
}

/** One constraint of a path: its name (e.g. 'pattern') and the server's message. */
export interface ServerConstraint {
  code: string;
  message: string;
}

/** Words a path's constraints for the reader; by default the server's messages joined by a space. */
export type DescribeServerError = (path: string, constraints: readonly ServerConstraint[]) => string;

const joinMessages: DescribeServerError = (_path, constraints) => constraints.map((c) => c.message).join(' ');

/**
 * Flattens property errors into one message per dotted path, children included.
 *
 * @example
 *   propertyErrorsToFieldErrors([{ property: 'address', children: [{ property: 'zip', constraints: { pattern: 'zip must be 5 digits' } }] }])
 *   // { 'address.zip': 'zip must be 5 digits' }
 */
export function propertyErrorsToFieldErrors(
  errors: readonly ServerPropertyError[],
  describe: DescribeServerError = joinMessages,
): Record<string, string> {
  const byPath = new Map<string, ServerConstraint[]>();
  const walk = (nodes: readonly ServerPropertyError[], prefix: string) => {
    for (const node of nodes) {
      const path = prefix ? `${prefix}.${node.property}` : node.property;
      const constraints = Object.entries(node.constraints ?? {}).map(([code, message]) => ({ code, message }));
      if (constraints.length) byPath.set(path, [...(byPath.get(path) ?? []), ...constraints]);
      if (node.children?.length) walk(node.children, path);
    }
  };
  walk(errors, '');
  return Object.fromEntries([...byPath].map(([path, constraints]) => [path, describe(path, constraints)]));
}

/** The part of react-hook-form's form object this needs (any `useForm()` result fits). */
export interface ServerErrorTarget {
  setError: (name: any, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void;
}

/**
 * Puts a 400's property errors on the form's fields (type 'server'); the first one takes the focus.
 * Returns the paths it placed, so the caller can show a form-level message when there are none.
 *
 * @example
 *   catch (error) { if (isApiErrorBody(error.body)) applyServerErrors(form, error.body.errors) }
 */
export function applyServerErrors(
  form: ServerErrorTarget,
  errors: readonly ServerPropertyError[],
  describe?: DescribeServerError,
): string[] {
  const fields = propertyErrorsToFieldErrors(errors, describe);
  const paths = Object.keys(fields);
  paths.forEach((path, index) =>
    form.setError(path, { type: 'server', message: fields[path]! }, { shouldFocus: index === 0 }),
  );
  return paths;
}
