/**
 * Which phone, e-mail address or address a member file update is about (issue 38: 'Phone number:
 * Updated, Primary: Yes -> No' did not say which phone, and making one phone primary writes two such
 * entries). An entry carries its row's id and only the fields that changed, so the row's name is
 * read from the entries around it and the row as it is now.
 */

/** The field that names a row of each subject; personal information is the member's own. */
const NAMING_FIELD: Readonly<Record<string, string>> = {
  phoneNumber: 'number',
  emailAddress: 'emailAddress',
  address: 'line1',
};

export interface FileUpdateEntry {
  id: string;
  subject: string;
  subjectId: string;
  detailedChanges: readonly { field: string; oldValue: string | null; newValue: string | null }[];
}

/**
 * The name of each entry's row as it was just after the entry, by entry id: the entry's own change
 * of the naming field (its new value; the old one for a deletion), else the old value of the
 * nearest newer entry that changed it, else the row's value now (`current`, by row id). Entries
 * come newest first, and every entry newer than one on screen is loaded (the log reads from the
 * newest), so a row deleted since still has its name from its deletion entry.
 *
 * @example fileUpdateSubjectNames(entries, new Map([[phone.id, phone.number]])).get(entry.id) // '+13125550143'
 */
export function fileUpdateSubjectNames(
  entries: readonly FileUpdateEntry[],
  current: ReadonlyMap<string, string>,
): Map<string, string> {
  const names = new Map<string, string>();
  // Per row, its name before the newest entry walked so far that changed it.
  const earlier = new Map<string, string | null>();
  for (const entry of entries) {
    const field = NAMING_FIELD[entry.subject];
    if (!field) continue;
    const change = entry.detailedChanges.find((c) => c.field === field);
    const name = change
      ? (change.newValue ?? change.oldValue)
      : earlier.has(entry.subjectId)
        ? earlier.get(entry.subjectId)
        : current.get(entry.subjectId);
    if (name) names.set(entry.id, name);
    if (change) earlier.set(entry.subjectId, change.oldValue);
  }
  return names;
}
