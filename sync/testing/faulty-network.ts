/**
 * A faulty network between the engine and the hand-driven backend, for the fault-injected
 * convergence property: the socket drops (events sent meanwhile are lost), a share of HTTP
 * connections is reset (the request lost before the server saw it, or its answer lost after the
 * server answered), the server restarts (socket down, events in flight gone, nothing answers for a
 * while) and the network blacks out. The backend keeps writing through all of it; the change log
 * is the truth the engine must heal from.
 */
import type { ChangeRow } from '../../domain/index.ts';
import type { ChangeSource, ConnectionStatus, Http } from '../ports.ts';
import type { HandDrivenBackend } from './hand-driven.ts';

export type FaultStep =
  /** The socket closes and opens again at once: what it would have carried meanwhile is gone. */
  | { kind: 'socketDrop' }
  /** Nothing answers for `steps` steps: socket down, every HTTP call fails. */
  | { kind: 'blackout'; steps: number }
  /** The server restarts: socket down, undelivered events lost, nothing answers for `steps` steps. */
  | { kind: 'restart'; steps: number };

/** A reset connection as the fetch transport reports it: status 0, no body from the API. */
const reset = () => ({ status: 0, body: { statusCode: 0, message: 'Connection reset' } });

export class FaultyNetwork {
  readonly counts = {
    resets: 0,
    lostAnswers: 0,
    refusedWhileDown: 0,
    lostEvents: 0,
    drops: 0,
    blackouts: 0,
    restarts: 0,
  };
  /** The highest sequence an event reaching the engine carried. */
  maxDelivered = 0;
  /** Steps left before the network (or the restarted server) answers again. */
  private downFor = 0;
  private socketUp = true;
  /** When false, no fault is injected any more: the dust settles. */
  faulty = true;
  /** Reset the next HTTP call, whatever the dice say (a test's deliberate fault). */
  resetNext = false;
  private readonly changeListeners: ((changes: readonly ChangeRow[]) => void)[] = [];
  private readonly statusListeners: ((status: ConnectionStatus) => void)[] = [];

  /** `resetRate` of HTTP calls (0.05: 5%) are reset, decided by `random` (seeded by the property). */
  constructor(
    private readonly backend: HandDrivenBackend,
    private readonly random: () => number,
    private readonly resetRate = 0.05,
  ) {
    backend.changes.onChanges((changes) => {
      if (this.socketUp && this.downFor === 0) {
        for (const change of changes) this.maxDelivered = Math.max(this.maxDelivered, change.seq);
        this.changeListeners.forEach((listener) => listener(changes));
      } else this.counts.lostEvents++;
    });
    backend.changes.onStatus((status) => this.setStatus(status));
  }

  private setStatus(status: ConnectionStatus): void {
    this.statusListeners.forEach((listener) => listener(status));
  }

  /** The engine's socket. */
  readonly changes: ChangeSource = {
    onChanges: (listener) => void this.changeListeners.push(listener),
    onStatus: (listener) => void this.statusListeners.push(listener),
  };

  /** The engine's HTTP: the backend's, through the faults. */
  readonly http: Http = {
    call: async (operation, input, options) => {
      if (this.downFor > 0) {
        this.counts.refusedWhileDown++;
        throw reset();
      }
      const roll = this.resetNext ? 0 : this.faulty ? this.random() : 1;
      this.resetNext = false;
      if (roll < this.resetRate / 2) {
        this.counts.resets++;
        throw reset();
      }
      const answer = await this.backend.http.call(operation, input, options);
      // Reset after the server answered: the answer never arrives.
      if (roll < this.resetRate || this.downFor > 0) {
        this.counts.lostAnswers++;
        throw reset();
      }
      return answer;
    },
  };

  apply(step: FaultStep): void {
    switch (step.kind) {
      case 'socketDrop':
        // During an outage the socket is down already.
        if (this.downFor > 0) return;
        this.counts.drops++;
        this.socketUp = false;
        this.setStatus('disconnected');
        this.socketUp = true;
        this.setStatus('connected');
        break;
      case 'blackout':
      case 'restart':
        this.counts[step.kind === 'blackout' ? 'blackouts' : 'restarts']++;
        if (this.downFor === 0) this.setStatus('disconnected');
        this.downFor = Math.max(this.downFor, step.steps);
        // A restarted server has forgotten the events it had not sent yet.
        if (step.kind === 'restart') {
          this.counts.lostEvents += this.backend.outbox.length;
          this.backend.outbox.length = 0;
        }
        break;
    }
  }

  /** One step of the property has passed: a blackout or a restart may end (the socket reconnects). */
  tick(): void {
    if (this.downFor === 0) return;
    this.downFor--;
    if (this.downFor === 0) this.setStatus('connected');
  }

  /**
   * Faults stop: an outage still running ends (the socket reconnects), and nothing else happens.
   * No extra reconnect or event: the engine must get there from what it was last told.
   */
  calm(): void {
    this.faulty = false;
    if (this.downFor === 0) return;
    this.downFor = 0;
    this.setStatus('connected');
  }
}

/** A small seeded generator (mulberry32), so a property's resets repeat with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
