/**
 * Promises the demo makes whatever the member count: the demo guide's docket has enough open
 * follow-ups, and every todo type exists somewhere. Small seeds may not reach either by chance.
 */
import { TODO_TYPES, type TodoType } from '../../domain/index.ts';
import type { Activity, SeedContext, StaffRef } from './context.ts';
import type { Rng } from './random.ts';
import { addTodo } from './work.ts';

/** The demo guide's docket must show at least this many open follow-ups (e2e tests rely on it). */
export const DEMO_GUIDE_MIN_OPEN_FOLLOW_UPS = 12;

export interface CaseloadCall {
  memberId: string;
  call: Activity;
}

/** Tops the demo guide's open follow-ups up with reviews of the caseload's most recent calls. */
export function topUpDemoFollowUps(
  ctx: SeedContext,
  rng: Rng,
  guide: StaffRef,
  open: number,
  calls: CaseloadCall[],
): void {
  const missing = DEMO_GUIDE_MIN_OPEN_FOLLOW_UPS - open;
  if (missing <= 0) return;
  // By drawn age, never clock time, so the choice is the same at any hour.
  const recent = [...calls].sort((a, b) => a.call.ageDays - b.call.ageDays || a.call.id.localeCompare(b.call.id));
  for (const { memberId, call } of recent.slice(0, missing)) {
    addTodo(ctx, rng, guide, {
      type: 'CALL_AUDIT',
      at: call.at,
      open: true,
      memberId,
      external: { type: 'call', id: call.id },
    });
  }
}

const SUBJECT_KIND: Partial<Record<TodoType, Activity['kind']>> = {
  TEXT_BACK: 'message',
  CALL_BACK: 'call',
  FEEDBACK_CALL: 'call',
  INCOMPLETE_CALL: 'call',
  INCOMPLETE_NOTE_CALL: 'call',
  CALL_AUDIT: 'call',
  INCOMPLETE_VISIT: 'visit',
  INCOMPLETE_NOTE_VISIT: 'visit',
};

/** Types another part of the seed always makes: a phase reminder comes with its phase (`workflows.ts`). */
const MADE_ELSEWHERE: ReadonlySet<TodoType> = new Set(['SCHEDULE_WORKFLOW_PHASE_REMINDER']);

/** A completed todo of each type nobody got, about the demo member (completed: it stays off the docket). */
export function coverTodoTypes(
  ctx: SeedContext,
  rng: Rng,
  guide: StaffRef,
  memberId: string,
  history: readonly Activity[],
  seen: ReadonlySet<string>,
): void {
  for (const type of TODO_TYPES) {
    if (seen.has(type) || MADE_ELSEWHERE.has(type)) continue;
    const kind = SUBJECT_KIND[type];
    const subject = kind ? history.find((a) => a.kind === kind) : undefined;
    const at = subject?.at ?? ctx.now - 7 * 86_400_000;
    addTodo(ctx, rng, guide, {
      type,
      at,
      open: false,
      memberId,
      external: subject ? { type: subject.kind, id: subject.id } : null,
    });
  }
}
