/**
 * The simulated carrier: a `CallProvider` that behaves like a real carrier's API, driven by the
 * server's injected clock. Placing a call schedules what the carrier would report (ringing, then
 * answered, busy, unanswered or failed by the number: `call-scripts.ts`); hanging up (or the
 * member hanging up after `LONGEST_TALK_MS`) schedules ENDED, the recording and the transcript
 * with generated notes. Each report is delivered as a signed webhook over HTTP to the server's own
 * endpoints (signed with the clock's time, which the server checks), exactly as a real carrier's
 * would be, when the clock reaches its time: `runDue()`
 * delivers what is due (tests move the clock and call it; a running server ticks every second).
 *
 * A delivery the server does not accept (not 2xx) is retried on later ticks, up to five times, as
 * carriers retry webhooks. The carrier's state is its own (in memory), like a real carrier's.
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../http/context.ts';
import {
  endedScript,
  inboundScript,
  LONGEST_TALK_MS,
  newCallSid,
  outboundScript,
  type Delivery,
  type InboundCallPlan,
} from './call-scripts.ts';
import type { CallProvider } from './provider.ts';
import { generateWav } from './wav.ts';
import { deliverWebhook } from './deliver.ts';

interface Scheduled extends Delivery {
  dueAt: number;
  sid: string;
  attempts: number;
}

interface SimulatedCall {
  sid: string;
  to: string;
  answersAt: number | null;
  over: boolean;
}

export interface SimulatedCarrier extends CallProvider {
  /** Delivers every webhook due at the clock's time, in order. */
  runDue(): Promise<void>;
  /** A call from `from` to one of our numbers, played by its plan (tests; the CLI plays the same script over HTTP). */
  receiveCall(plan: Omit<InboundCallPlan, 'callSid'>): string;
  /** Deliveries not yet made (tests). */
  pending(): readonly Scheduled[];
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export interface SimulatedCarrierOptions {
  clock: Clock;
  secret: string;
  /** The server's own address, once it listens (deliveries wait until then). */
  baseUrl(): string | undefined;
  log: { warn(details: object, message: string): void };
}

const MAX_ATTEMPTS = 5;

export function createSimulatedCarrier({ clock, secret, baseUrl, log }: SimulatedCarrierOptions): SimulatedCarrier {
  const calls = new Map<string, SimulatedCall>();
  const byCallId = new Map<string, string>();
  let queue: Scheduled[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = (sid: string, startMs: number, deliveries: readonly Delivery[]) => {
    queue.push(...deliveries.map((d) => ({ ...d, sid, dueAt: startMs + d.afterMs, attempts: 0 })));
    queue.sort((a, b) => a.dueAt - b.dueAt);
  };

  async function deliver(item: Scheduled, base: string): Promise<boolean> {
    try {
      // Signed when sent (a retry anew, as carriers do), by the clock the server reads too.
      const { status } = await deliverWebhook(base, secret, item, clock.now());
      return status >= 200 && status < 300;
    } catch {
      return false;
    }
  }

  async function runDueNow(): Promise<void> {
    const base = baseUrl();
    if (!base) return;
    const now = clock.now().getTime();
    const due = queue.filter((d) => d.dueAt <= now);
    queue = queue.filter((d) => d.dueAt > now);
    for (const item of due) {
      if (await deliver(item, base)) continue;
      item.attempts += 1;
      // Only the path is logged: bodies name numbers and words of a conversation.
      if (item.attempts >= MAX_ATTEMPTS)
        log.warn({ path: item.path, attempts: item.attempts }, 'telephony webhook dropped');
      else queue.push({ ...item, dueAt: now + 1000 });
    }
    queue.sort((a, b) => a.dueAt - b.dueAt);
  }

  const runDue = () => (running = running.then(runDueNow, runDueNow));

  return {
    async placeCall({ callId, to }) {
      const known = byCallId.get(callId);
      if (known) return { sid: known };
      const sid = newCallSid(randomUUID);
      const start = clock.now().getTime();
      const { deliveries, answers } = outboundScript(sid, to, start);
      calls.set(sid, { sid, to, answersAt: answers ? start + (deliveries[0]?.afterMs ?? 0) : null, over: !answers });
      byCallId.set(callId, sid);
      schedule(sid, start, deliveries);
      // A member who stays on the line hangs up on their own in the end.
      if (answers)
        schedule(
          sid,
          start,
          endedScript(
            sid,
            start + (deliveries[0]?.afterMs ?? 0) + LONGEST_TALK_MS,
            LONGEST_TALK_MS / 1000,
            (deliveries[0]?.afterMs ?? 0) + LONGEST_TALK_MS,
          ),
        );
      return { sid };
    },

    async hangUp(sid) {
      const call = calls.get(sid);
      if (!call || call.over) return;
      call.over = true;
      // What was still to come for this call (the answer, the member's own hang-up) no longer happens.
      queue = queue.filter((d) => d.sid !== sid);
      const now = clock.now().getTime();
      const answered = call.answersAt !== null && call.answersAt <= now;
      if (!answered) {
        schedule(sid, now, [
          {
            afterMs: 0,
            path: '/webhooks/telephony/call-status',
            body: { callSid: sid, status: 'ENDED', timestamp: new Date(now).toISOString() },
          },
        ]);
        return;
      }
      schedule(sid, now, endedScript(sid, now, Math.max(1, Math.round((now - (call.answersAt ?? now)) / 1000))));
    },

    async fetchMedia(mediaUrl) {
      const url = new URL(mediaUrl);
      if (url.protocol !== 'sim:') throw new Error('The simulated carrier serves only its own recordings');
      const seconds = Number(url.searchParams.get('seconds') ?? 5);
      // The audio is short whatever the call's length: a stand-in, not a real conversation.
      return {
        bytes: generateWav(url.pathname, Math.min(Number.isFinite(seconds) ? seconds : 5, 8)),
        mimeType: 'audio/wav',
      };
    },

    receiveCall(plan) {
      const sid = newCallSid(randomUUID);
      const start = clock.now().getTime();
      calls.set(sid, { sid, to: plan.to, answersAt: plan.talkSeconds === null ? null : start, over: true });
      schedule(sid, start, inboundScript({ ...plan, callSid: sid }, start));
      return sid;
    },

    pending: () => queue,
    runDue,

    start(intervalMs) {
      if (timer) return;
      timer = setInterval(() => void runDue(), intervalMs);
      timer.unref?.();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
