/**
 * Which members a row, an answer or a request names, as ids only. A value reaches the trail only
 * if it is shaped like an id (a UUID), so a refused request's raw input, whatever it carries, can
 * never put a name or any other text in an entry.
 */
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function asMemberId(value: unknown): string | undefined {
  return typeof value === 'string' && ID_PATTERN.test(value) ? value.toLowerCase() : undefined;
}

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The members one row is about: its `memberId`, its embedded `member`, or the row itself when it is
 * a member (a user row with the PATIENT role).
 */
export function membersOfRow(row: unknown): string[] {
  if (!isRow(row)) return [];
  const found = [
    row.memberId,
    isRow(row.member) ? row.member.id : undefined,
    row.role === 'PATIENT' ? row.id : undefined,
  ];
  return found.map(asMemberId).filter((id): id is string => id !== undefined);
}

/** The members of a list answer's rows (`{ data: [...] }`). */
export function membersOfRows(answer: { data: readonly unknown[] }): string[] {
  return answer.data.flatMap(membersOfRow);
}

/** The members whose rows a change-log page delivered (a member's own user change names them too). */
export function membersOfChanges(page: {
  changes: readonly { entity: string; id: string; data: unknown }[];
}): string[] {
  return page.changes.flatMap((change) => membersOfRow(change.data));
}
