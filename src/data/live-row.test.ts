/**
 * Type tests: what `useLive(name)` hands a screen is the query's derived row (`LiveRow`), and its
 * params are the query's. tsc checks this file (`npm run typecheck`); at run time it does nothing.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { FollowUpRow, MemberFeedRow, TeamGuideRow } from '../../sync/client/index.ts';
import type { LiveParams, LiveRow } from './use-live.ts';

describe('LiveRow', () => {
  it('is the row the query selects', () => {
    expectTypeOf<LiveRow<'docketFollowUps'>>().toEqualTypeOf<FollowUpRow>();
    expectTypeOf<LiveRow<'memberFeed'>>().toEqualTypeOf<MemberFeedRow>();
    expectTypeOf<LiveRow<'teamGuides'>>().toEqualTypeOf<TeamGuideRow>();
    // A field the query does not select does not compile on screen.
    // @ts-expect-error teamGuides selects guideName, not name
    expectTypeOf<LiveRow<'teamGuides'>>().toHaveProperty('name');
    // The feed's left-joined fields say so: a text whose message the store does not hold.
    expectTypeOf<LiveRow<'memberFeed'>['messageIncoming']>().toEqualTypeOf<boolean | undefined>();
  });

  it('takes the query’s params', () => {
    expectTypeOf<LiveParams<'teamGuides'>>().toEqualTypeOf<{ attempt: number }>();
    // @ts-expect-error the member page's queries take a memberId
    expectTypeOf<LiveParams<'memberRecord'>>().toEqualTypeOf<{ id: string }>();
  });
});
