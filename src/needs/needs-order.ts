/** The need list's order after moving one need to a position (drag and drop, Move up / Move down); undefined when nothing moves. */
export function moveNeed(ids: readonly string[], needId: string, to: number): string[] | undefined {
  const from = ids.indexOf(needId);
  const target = Math.max(0, Math.min(to, ids.length - 1));
  if (from < 0 || from === target) return undefined;
  const next = ids.filter((id) => id !== needId);
  next.splice(target, 0, needId);
  return next;
}
