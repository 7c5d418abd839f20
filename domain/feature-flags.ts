/** Feature flags: switched on per client, overridable per user (true or false wins over the client). */
export const FEATURE_FLAGS = [
  'scheduled-sms',
  'call-data-quality',
  'goals-tracking',
  'needs-call',
  'call-data-quality-pre-call',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export function resolveFeatureFlags(
  clientFlags: readonly string[],
  userOverrides: Readonly<Record<string, boolean>>,
): FeatureFlag[] {
  return FEATURE_FLAGS.filter((flag) => userOverrides[flag] ?? clientFlags.includes(flag));
}
