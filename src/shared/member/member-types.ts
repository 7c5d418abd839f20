import type { LiveRow } from '../../data/index.ts';
import type { MemberPageOrigin } from '../paths/member-page-paths.ts';

/** The member as the `memberRecord` live query shows it. */
export type MemberRecord = LiveRow<'memberRecord'>;

/** Where the page was opened from; none for a link from the external record system (no back navigation). */
export interface MemberPageFrom {
  origin: MemberPageOrigin;
  /** The guide in the path. */
  guideId: string;
}
