import { useCallback, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { isLateEvent, snoozeUntil, type SnoozeChoice } from '../../domain/index.ts';
import type { MenuAction } from '../../ui/index.ts';
import { LazyConfirmDialog } from '../shared/screen/LazyConfirmDialog.tsx';
import { useServices } from '../services/services.tsx';
import { useMutation } from '../data/index.ts';
import { canHost } from './can-host.ts';
import { DialogHost } from './DialogHost.tsx';
import type { DialogRequest, HostedKind } from './hosted-dialogs.tsx';
import type { EventSource } from '../scheduled-events/scheduled-event-form.ts';

/** A scheduled event as its actions need it. */
export interface ActionableEvent extends EventSource {
  id: string;
  memberId: string;
  resolved: boolean;
  snoozedUntil: string | null;
}

export interface EventActionsOptions {
  timeZone: string;
  /** Where the member's page is, for the actions whose dialogs do not exist yet; none on the member page itself. */
  memberPath?: (memberId: string) => string;
}

/** What acting on a type of event does now: record the visit, call, or text the member. */
const ACT_NOW: Partial<Record<string, HostedKind>> = { visit: 'visit', call: 'phoneCall', message: 'textMessage' };

/**
 * A scheduled event's actions (spec part 1 section 2): Record visit now, Call now or Message now by
 * type (the dialog linked to the event when the host has it, else the member's page), Reschedule
 * event, Delete event after asking, Snooze a late one, Clear a reminder. `dialogs` renders what the
 * actions open.
 */
export function useEventActions({ timeZone, memberPath }: EventActionsOptions): {
  actionsFor: (event: ActionableEvent) => MenuAction[];
  dialogs: ReactNode;
} {
  const { t } = useLingui();
  const { clock } = useServices();
  const [, navigate] = useLocation();
  const [hosting, setHosting] = useState<DialogRequest | undefined>();
  const [deleting, setDeleting] = useState<ActionableEvent | undefined>();
  const remove = useMutation('deleteScheduledEvent');
  const snooze = useMutation('snoozeScheduledEvent');
  const update = useMutation('updateScheduledEvent');

  const actionsFor = useCallback(
    (event: ActionableEvent): MenuAction[] => {
      const ids = { memberId: event.memberId, scheduledEventId: event.id };
      const actNow = ACT_NOW[event.type];
      const actNowLabel = { visit: t`Record visit now`, phoneCall: t`Call now`, textMessage: t`Message now` } as const;
      const actions: MenuAction[] = [];
      if (actNow && (canHost(actNow) || memberPath)) {
        actions.push({
          id: 'act-now',
          label: actNowLabel[actNow as keyof typeof actNowLabel],
          onSelect: () =>
            canHost(actNow)
              ? setHosting({ kind: actNow, memberId: event.memberId, scheduledEvent: event })
              : navigate(memberPath!(event.memberId)),
        });
      }
      actions.push({
        id: 'reschedule',
        label: t`Reschedule event`,
        onSelect: () =>
          setHosting({ kind: 'scheduledEvent', mode: 'edit', memberId: event.memberId, scheduledEvent: event }),
      });
      if (isLateEvent(event, clock.now(), timeZone)) {
        const snoozeFor = (choice: SnoozeChoice) => () =>
          void snooze({ ...ids, until: snoozeUntil(choice, clock.now(), timeZone) });
        actions.push(
          { id: 'snooze-hour', label: t`Snooze for 1 hour`, onSelect: snoozeFor('hour') },
          { id: 'snooze-tomorrow', label: t`Snooze until tomorrow`, onSelect: snoozeFor('tomorrow') },
        );
      }
      // A reminder is done with once read: clearing resolves it, and it leaves the lists.
      if (event.type === 'reminder')
        actions.push({
          id: 'clear',
          label: t`Clear reminder`,
          onSelect: () => void update({ ...ids, resolved: true }),
        });
      actions.push({ id: 'delete', label: t`Delete event`, onSelect: () => setDeleting(event) });
      return actions;
    },
    [t, clock, timeZone, memberPath, navigate, snooze, update],
  );

  const dialogs = (
    <>
      <DialogHost request={hosting} onClose={() => setHosting(undefined)} />
      <LazyConfirmDialog
        open={deleting !== undefined}
        title={t`Delete event`}
        description={t`Delete this scheduled event? This cannot be undone.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) void remove({ memberId: deleting.memberId, scheduledEventId: deleting.id });
          setDeleting(undefined);
        }}
      />
    </>
  );
  return { actionsFor, dialogs };
}
