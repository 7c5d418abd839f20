/**
 * The Phone call dialog's pure parts: which of the member's numbers may be called, the call's
 * phase, and the outcome select's options from the domain's rules (`callOutcomeChoices`), each
 * locked one worded with why.
 */
import { callOutcomeChoices, type CallOutcomeChoice, type OutcomeLock } from '../../../domain/index.ts';

export interface CallablePhone {
  id: string;
  number: string;
  description: string;
  primary: boolean;
  doNotContactReason: string | null;
}

/**
 * The numbers a call may go to, primary first: a number marked do not contact is left out, except
 * for a text STOP, which stops texts only (the server refuses the same numbers).
 */
export function callableNumbers<P extends CallablePhone>(phones: readonly P[]): P[] {
  return phones
    .filter((p) => p.doNotContactReason === null || p.doNotContactReason === 'STOP')
    .sort((a, b) => Number(b.primary) - Number(a.primary));
}

export type CallPhase = 'dialling' | 'live' | 'over';

export function callPhase(status: string): CallPhase {
  if (status === 'CONNECTING') return 'dialling';
  return status === 'ACTIVE' ? 'live' : 'over';
}

export interface OutcomeCall {
  resourceInteraction: boolean;
  timeStarted: string;
  timeConnected: string | null;
  timeEnded: string | null;
  engagementMinutes: number;
}

export interface OutcomeOption {
  value: string;
  label: string;
  disabled: boolean;
}

/**
 * The outcome select's options: every outcome the call lists, a locked one disabled and labelled
 * with its reason (`lockWord`), the one already recorded always choosable (a later deprecation or
 * rule change never empties a saved call's field).
 */
export function outcomeOptions(
  outcomes: readonly { id: number | string; key: string; name: string; deprecatedAt: string | null }[],
  call: OutcomeCall,
  canOverride: boolean,
  now: number,
  current: number | null,
  lockWord: (lock: OutcomeLock, choice: CallOutcomeChoice) => string,
): OutcomeOption[] {
  const names = new Map(outcomes.map((o) => [Number(o.id), o.name]));
  const choices = callOutcomeChoices({
    outcomes: outcomes.map((o) => ({ id: Number(o.id), key: o.key, deprecatedAt: o.deprecatedAt })),
    call,
    engagementMinutes: call.engagementMinutes,
    canOverride,
    now: new Date(now).toISOString(),
  });
  return choices.map((choice) => {
    const name = names.get(choice.id) ?? choice.key;
    const locked = choice.lock !== null && choice.id !== current;
    return {
      value: String(choice.id),
      label: locked && choice.lock ? `${name} (${lockWord(choice.lock, choice)})` : name,
      disabled: locked,
    };
  });
}
