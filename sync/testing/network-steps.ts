/**
 * What the network and the scheduler may do between two server writes, for the convergence
 * properties: deliver, drop, reorder or duplicate socket events, hold and release pages, reconnect,
 * run a frame. Each property adds its own writes to these steps.
 */
import fc from 'fast-check';
import type { HandDrivenBackend, manualFrames } from './hand-driven.ts';

export type NetworkStep =
  | { kind: 'deliver' | 'drop' | 'swap' | 'release' | 'reconnect' | 'frame' | 'hold' }
  | { kind: 'duplicate'; index: number };

export const networkSteps: fc.Arbitrary<NetworkStep>[] = [
  fc.record({
    kind: fc.constantFrom(
      'deliver' as const,
      'drop' as const,
      'swap' as const,
      'release' as const,
      'reconnect' as const,
      'frame' as const,
      'hold' as const,
    ),
  }),
  fc.record({ kind: fc.constant('duplicate' as const), index: fc.nat() }),
];

export function applyNetworkStep(
  backend: HandDrivenBackend,
  frames: ReturnType<typeof manualFrames>,
  step: NetworkStep,
): void {
  switch (step.kind) {
    case 'deliver':
      backend.deliverNext();
      break;
    case 'drop':
      backend.dropNext();
      break;
    case 'swap':
      if (backend.outbox.length > 1) backend.outbox.push(...backend.outbox.splice(0, 1));
      break;
    case 'duplicate':
      if (backend.log.length) backend.emit(backend.log[step.index % backend.log.length]!);
      break;
    case 'release':
      backend.holdGets = false;
      backend.release();
      break;
    case 'reconnect':
      backend.setConnection('disconnected');
      backend.setConnection('connected');
      break;
    case 'frame':
      frames.run();
      break;
    case 'hold':
      backend.holdGets = true;
      break;
  }
}
