/**
 * Kept for the docket tabs and Needs tab benchmarks only (test/bench/docket-tabs.ts and
 * needs-tab.ts, which are not ours to change): the hand-driven backend (hand-driven.ts) answering
 * the docket's event and outreach reads as well. The engine's tests use hand-driven.ts (protocol,
 * ordering, faults) or the real server (server-engine.ts). Delete once the benchmarks answer their
 * reads with `HandDrivenBackend.serve`.
 */
import { OPERATIONS } from '../../domain/index.ts';
import { HandDrivenBackend } from './hand-driven.ts';
import { answerScheduledEventRead } from './fake-scheduled-events.ts';

export { makeMember, manualClock, manualFrames, settle } from './hand-driven.ts';

export class FakeBackend extends HandDrivenBackend {
  constructor() {
    super();
    for (const operation of [
      OPERATIONS.guideScheduledEvents,
      OPERATIONS.memberScheduledEvents,
      OPERATIONS.guidePriorityContacts,
      OPERATIONS.guideInteractions,
    ])
      this.serve(operation, (input) => answerScheduledEventRead(this, operation, input as never)!);
  }
}
