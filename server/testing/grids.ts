/**
 * The authorization grids most operations share (`authorization.ts` for the grammar): a scenario
 * file names one of these for its row, or writes its own with `grid`.
 */
import { CALLERS, grid, staffAlike } from './authorization.ts';

/** Any staff user reads any guide's member or work; another organisation's is not found. */
export const READ = staffAlike('ok ok 404');
/** Objectless (a catalogue, one's own list): the same answer whatever the column. */
export const ANY_STAFF = staffAlike('ok ok ok');
/** A guide's own work: another guide is refused, supervisors and admins manage everyone's. */
export const OWN_WORK = grid({
  guide: 'ok 403 404',
  otherGuide: '403 ok 404',
  supervisor: 'ok ok 404',
  superAdmin: 'ok ok 404',
});
/** Only the object's own guide: anyone else is refused (403). */
export const ONLY_THE_OWNER_403 = grid({
  guide: 'ok 403 404',
  otherGuide: '403 ok 404',
  supervisor: '403 403 404',
  superAdmin: '403 403 404',
});
/** Only the object's own guide, the object private to its owner: anyone else finds nothing (404). */
export const ONLY_THE_OWNER_404 = grid({
  guide: 'ok 404 404',
  otherGuide: '404 ok 404',
  supervisor: '404 404 404',
  superAdmin: '404 404 404',
});
/** A permission only supervisors and admins hold. */
export const SUPERVISORS = grid({
  guide: '403 403 403',
  otherGuide: '403 403 403',
  supervisor: 'ok ok 404',
  superAdmin: 'ok ok 404',
});
/** A permission only admins hold. */
export const ADMINS = grid({
  guide: '403 403 403',
  otherGuide: '403 403 403',
  supervisor: '403 403 403',
  superAdmin: 'ok ok 404',
});
/** Objectless and admins only. */
export const ADMINS_ANYWHERE = grid({
  guide: '403 403 403',
  otherGuide: '403 403 403',
  supervisor: '403 403 403',
  superAdmin: 'ok ok ok',
});
/** Public, and refused to everyone without the link's key or the provider's signature, whatever their token. */
export const publicRefused = (status: string) =>
  grid(Object.fromEntries(CALLERS.map((caller) => [caller, `${status} ${status} ${status}`])));
/** Public and the same for everyone (the portal's configuration). */
export const EVERYONE = staffAlike('ok ok ok', { noAccess: 'ok ok ok', member: 'ok ok ok' });
/** Signed in is enough, even without app access. */
export const SIGNED_IN = staffAlike('ok ok ok', { noAccess: 'ok ok ok' });
