/** Durations as the spec shows them (part 1 section 9): '1d 2h 3m 4s', leaving out zero units. */
const UNITS = [
  ['d', 86_400],
  ['h', 3_600],
  ['m', 60],
  ['s', 1],
] as const;

export function formatDuration(totalSeconds: number | null | undefined): string {
  if (totalSeconds === null || totalSeconds === undefined || !Number.isFinite(totalSeconds) || totalSeconds < 0)
    return '';
  let rest = Math.round(totalSeconds);
  if (rest === 0) return '0s';
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0) parts.push(`${amount}${unit}`);
  }
  return parts.join(' ');
}
