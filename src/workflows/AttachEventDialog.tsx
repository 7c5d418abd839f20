import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Temporal } from 'temporal-polyfill';
import { Button, Dialog, LiveViewState } from '../../ui/index.ts';
import { useLive, useMutation, useReportLiveError, type LiveRow } from '../data/index.ts';
import { EventDateTime } from '../scheduled-events/EventDateTime.tsx';
import { useEventTypeWords } from './use-workflow-words.ts';

/** Attach a workflow phase to one of the member's open scheduled events. */
export function AttachEventDialog({
  phase,
  today,
  onClose,
}: {
  phase: LiveRow<'memberWorkflowPhases'>;
  today: Temporal.PlainDate;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const events = useLive('memberScheduledEvents', { memberId: phase.memberId });
  useReportLiveError(events);
  const attach = useMutation('attachWorkflowToEvent');
  const typeWord = useEventTypeWords();
  const [chosen, setChosen] = useState<string>();
  const [saving, setSaving] = useState(false);
  const onAttach = async () => {
    if (!chosen) return;
    setSaving(true);
    const done = await attach({ id: crypto.randomUUID(), assignedWorkflowPhaseId: phase.id, scheduledEventId: chosen });
    setSaving(false);
    if (done) onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Attach ${phase.title} to an event`}
      description={t`Choose one of the member's scheduled events.`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>{t`Cancel`}</Button>
          <Button variant="primary" disabled={!chosen || saving} onClick={() => void onAttach()}>
            {t`Attach`}
          </Button>
        </>
      }
    >
      <LiveViewState
        status={events.status}
        count={events.rows.length}
        loadingLabel={t`Loading`}
        failed={t`The events could not be loaded.`}
        empty={{ title: t`The member has no scheduled events. Schedule one first.` }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t`Scheduled events`}</legend>
          {events.rows.map((event: LiveRow<'memberScheduledEvents'>) => (
            <label key={event.id} className="flex items-center gap-2 rounded-md border border-slate-200 p-2 text-sm">
              <input
                type="radio"
                name="workflow-event"
                value={event.id}
                checked={chosen === event.id}
                onChange={() => setChosen(event.id)}
              />
              <span className="font-medium">{typeWord(event.type)}</span>
              <EventDateTime date={event.date} time={event.time} today={today} />
              {event.note ? <span className="text-slate-600">{event.note}</span> : null}
            </label>
          ))}
        </fieldset>
      </LiveViewState>
    </Dialog>
  );
}
