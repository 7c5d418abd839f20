import type { InteractionKind } from './interaction-gates.ts';
import { HOSTED_DIALOGS, type HostedKind } from './hosted-dialogs.tsx';

/** Whether the host has a dialog for the kind (else the caller falls back, e.g. to the member page). */
export function canHost(kind: InteractionKind): kind is HostedKind {
  return kind !== 'providerScheduling' && HOSTED_DIALOGS[kind] !== undefined;
}

/** The kinds the host can open. */
export function hostedKinds(): InteractionKind[] {
  return (Object.keys(HOSTED_DIALOGS) as HostedKind[]).filter((kind) => HOSTED_DIALOGS[kind] !== undefined);
}
