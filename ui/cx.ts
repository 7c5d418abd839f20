/** Joins class names, skipping the falsy ones, so conditional Tailwind classes read inline. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
