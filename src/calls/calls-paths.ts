import { CALLS_PATH } from '../shared/paths/sections.ts';

/** The query parameter that opens the Calls tab narrowed to unassigned calls (the docket's unassigned calls and call reviews link here). */
export const ONLY_UNASSIGNED_PARAM = 'onlyUnassigned';

/** `/calls`, or `/calls?onlyUnassigned=true`. */
export function callsPagePath(options: { onlyUnassigned?: boolean } = {}): string {
  return options.onlyUnassigned ? `${CALLS_PATH}?${ONLY_UNASSIGNED_PARAM}=true` : CALLS_PATH;
}
