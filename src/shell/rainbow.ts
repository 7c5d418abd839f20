/**
 * The June rainbow: the six stripes in shades dark enough (Tailwind's 700s) that text painted
 * with them keeps at least 4.5:1 contrast on white, yellow included.
 */
export const RAINBOW_BACKGROUND = 'bg-[linear-gradient(90deg,#b91c1c,#c2410c,#a16207,#15803d,#1d4ed8,#6d28d9)]';
