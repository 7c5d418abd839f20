/** Marker colours: one per member status (by its place in verify's catalogue), a neutral one for clusters. */
type Rgb = [number, number, number];

/** Distinct on white and for the common colour-vision deficiencies (Okabe-Ito). */
const STATUS_PALETTE: readonly Rgb[] = [
  [0, 114, 178],
  [230, 159, 0],
  [0, 158, 115],
  [204, 121, 167],
  [213, 94, 0],
  [86, 180, 233],
  [240, 228, 66],
];
export const NO_STATUS_COLOR: Rgb = [100, 116, 139];
export const CLUSTER_COLOR: Rgb = [30, 41, 59];

export function statusColor(statusId: number | null): Rgb {
  if (statusId === null) return NO_STATUS_COLOR;
  return STATUS_PALETTE[Math.abs(statusId) % STATUS_PALETTE.length] ?? NO_STATUS_COLOR;
}

export const cssColor = ([r, g, b]: Rgb) => `rgb(${r} ${g} ${b})`;
