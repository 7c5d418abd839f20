/** What the UI thread needs from an engine, whether it runs in the worker or on the main thread. */
import type { EngineStats } from '../engine.ts';
import type { MutationArgs, MutationName } from '../mutations/index.ts';
import type { LiveMessage } from '../protocol.ts';
import type { Session } from '../transport/http.ts';

export interface EngineRemote {
  subscribe(name: string, params: unknown, listener: (message: LiveMessage<any>) => void): Promise<number>;
  unsubscribe(id: number): Promise<void>;
  mutate<N extends MutationName>(name: N, args: MutationArgs<N>): Promise<void>;
  setSession(session: Session | undefined): Promise<void>;
  /** The tab became visible again: heal from the change log. */
  wake(): Promise<void>;
  stats(): Promise<EngineStats>;
}
