/**
 * Names unique in an organisation (teams, message template categories): each handler checks first
 * and answers the form's message; the unique index answers the race two admins can win together
 * (both checks pass, one write is refused). Either way the admin reads the same field error.
 */
import { isUniqueViolation } from '../db/unique-violation.ts';
import { refusedFields } from './interaction-records.ts';

/** Runs the write; the index's refusal becomes `message` on the name field. */
export async function refusingTakenName<T>(index: string, message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, index)) throw refusedFields([{ property: 'name', message }]);
    throw error;
  }
}
