/**
 * A provider's error codes read through a table of reasons (spec part 1 section 8): the reason of
 * a listed code, 'unlisted' otherwise, and what a chip says: 'code: reason', or the unlisted words
 * alone. The texts' and the calls' tables use it.
 */
export type ReasonOf<Table extends Readonly<Record<number, string>>> = Table[keyof Table] | 'unlisted';

export function reasonIn<Table extends Readonly<Record<number, string>>>(
  table: Table,
  code: number | null | undefined,
): ReasonOf<Table> {
  if (code === null || code === undefined || !Object.hasOwn(table, code)) return 'unlisted';
  return table[code as keyof Table];
}

export function failureTextIn<Table extends Readonly<Record<number, string>>>(
  table: Table,
  code: number | null | undefined,
  describe: (reason: ReasonOf<Table>) => string,
): string {
  const reason = reasonIn(table, code);
  return reason === 'unlisted' ? describe(reason) : `${String(code)}: ${describe(reason)}`;
}
