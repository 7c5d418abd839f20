/**
 * A write refused by a unique index, told apart from any other database error: the same on
 * PostgreSQL (node-postgres) and PGlite, whose errors carry the SQLSTATE and the index's name,
 * whether thrown bare or wrapped by drizzle (`cause`). A check before the write answers the usual
 * case with the form's message; the index answers the race two writers can win together.
 */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown, index: string): boolean {
  for (let at: unknown = error, depth = 0; at && typeof at === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = at as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION && constraint === index) return true;
    at = cause;
  }
  return false;
}
