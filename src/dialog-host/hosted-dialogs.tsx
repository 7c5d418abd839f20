/**
 * The dialogs the dialog host can open, by kind (spec part 2 section 2 "Dialog host": scheduled
 * event, note, visit, text message, phone call). A kind joins when its dialog exists: one entry
 * here, and the speed dial and the docket's actions offer it (Phone call and Text message join
 * with the calls-and-texts feature).
 */
import type { ComponentType } from 'react';
import type { InteractionKind } from './interaction-gates.ts';
import { NoteDialog } from '../notes/index.tsx';
import { PhoneCallDialog } from '../calls/phone-call/index.tsx';
import type { EventSource, ScheduledEventMode } from '../scheduled-events/scheduled-event-form.ts';
import { preloadable } from '../platform/preloadable.tsx';
import { LoadingDialogBoundary } from '../shared/screen/on-visit.tsx';
import { VisitDialog, type ExistingVisit } from '../visits/index.tsx';
import { TextMessageDialog } from '../texts/index.tsx';

// Its form (react-hook-form, arktype) loads when the dialog first opens or the page is idle, not with the docket (issue #13).
const ScheduledEventDialog = preloadable(
  async () => (await import('../scheduled-events/ScheduledEventDialog.tsx')).ScheduledEventDialog,
);

/** Fetches every hosted dialog's module (the dialog host does once the page is idle), so each opens in its first frame. */
export const preloadHostedDialogs = () =>
  Promise.all([
    NoteDialog.preload(),
    VisitDialog.preload(),
    PhoneCallDialog.preload(),
    TextMessageDialog.preload(),
    ScheduledEventDialog.preload(),
  ]);

export type HostedKind = Exclude<InteractionKind, 'providerScheduling'>;

export interface DialogRequest {
  kind: HostedKind;
  memberId: string;
  /** The scheduled event the dialog is about: the one to edit or follow ('next'), or the one a visit, call or text records. */
  scheduledEvent?: EventSource & { id: string };
  mode?: ScheduledEventMode;
  /** A phone call already placed, to follow or complete ('Review call' on a Complete call follow-up). */
  callId?: string;
  /** A visit already recorded, to edit ('Edit' on a Complete visit or Complete note follow-up). */
  visit?: ExistingVisit;
}

export interface HostedDialogProps {
  request: DialogRequest;
  onClose: () => void;
}

export const HOSTED_DIALOGS: Partial<Record<HostedKind, ComponentType<HostedDialogProps>>> = {
  // A visit recorded from a scheduled event answers it ('Record visit now'); with a visit, that one is edited.
  visit: ({ request, onClose }) => (
    <VisitDialog
      memberId={request.memberId}
      visit={request.visit}
      scheduledEvent={request.scheduledEvent}
      onClose={onClose}
    />
  ),
  note: ({ request, onClose }) => <NoteDialog memberId={request.memberId} onClose={onClose} />,
  // A call placed from a scheduled event answers it ('Call now'); with a call id it opens that call.
  phoneCall: ({ request, onClose }) => (
    <PhoneCallDialog
      memberId={request.memberId}
      callId={request.callId}
      scheduledEvent={request.scheduledEvent}
      onClose={onClose}
    />
  ),
  // A text sent from a scheduled event answers it ('Text now').
  textMessage: ({ request, onClose }) => (
    <TextMessageDialog memberId={request.memberId} scheduledEventId={request.scheduledEvent?.id} onClose={onClose} />
  ),
  scheduledEvent: ({ request, onClose }) => (
    <LoadingDialogBoundary>
      <ScheduledEventDialog
        memberId={request.memberId}
        mode={request.mode ?? 'create'}
        event={request.scheduledEvent}
        onClose={onClose}
      />
    </LoadingDialogBoundary>
  ),
};
