/**
 * 'View Member in the external record system' (spec part 1 section 2): a link to the member's
 * page there, from a deployment's URL template.
 */

/**
 * Used until a deployment configures `externalRecordUrl`: a path of our own origin that no route
 * serves (the portal's 'Page not found'), so the menu item is harmless, never a guess at a real
 * system's address.
 */
export const PLACEHOLDER_EXTERNAL_RECORD_URL = '/external-record/patients/{patientId}';

/**
 * The member's page in the external record system, or undefined when there is no patient id or
 * the configured address is not a web address (a `javascript:` URL must never become a link).
 *
 * @example
 *   externalRecordUrl('https://emr.example.org/patients/{patientId}', 'AV-001') // 'https://emr.example.org/patients/AV-001'
 */
export function externalRecordUrl(
  template: string | undefined,
  patientId: string | null | undefined,
): string | undefined {
  if (!patientId) return undefined;
  const chosen = template?.trim() || PLACEHOLDER_EXTERNAL_RECORD_URL;
  const url = chosen.includes('{patientId}')
    ? chosen.replaceAll('{patientId}', encodeURIComponent(patientId))
    : `${chosen.replace(/\/$/, '')}/${encodeURIComponent(patientId)}`;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}
