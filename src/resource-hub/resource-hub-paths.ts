/** The resource hub's address: `?memberId=` refers for that member, `?programId=` opens a program. */
export const RESOURCE_HUB_PATH = '/resource-hub';

export function resourceHubPath(options: { memberId?: string | null; programId?: string | null } = {}): string {
  const query = new URLSearchParams();
  if (options.memberId) query.set('memberId', options.memberId);
  if (options.programId) query.set('programId', options.programId);
  const text = query.toString();
  return text ? `${RESOURCE_HUB_PATH}?${text}` : RESOURCE_HUB_PATH;
}
