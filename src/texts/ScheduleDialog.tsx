/**
 * Schedule a message (spec part 2 section 5): a day from today to 28 days ahead, no weekends, a
 * time from 8:00 to 10:00 AM in 15-minute steps, in the guide's zone. The chosen day's scheduling
 * status is asked for after 0.5 s of quiet; a day over a daily limit says so and Schedule stays
 * disabled. It opens on the first day that can still take a text, and today offers only the times
 * still ahead, so what it offers the server accepts.
 */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  OPERATIONS,
  firstScheduleDay,
  lastScheduleDay,
  scheduleTimesOn,
  sendAtOf,
  todayIn,
} from '../../domain/index.ts';
import { Button, DateField, Dialog, SelectField } from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { dayProblem, limitProblem, type SchedulingStatus } from './schedule-rules.ts';
import { dateTimeFormat } from '../shared/format/date-time.ts';

/** Part 2 section 5: the status check for the chosen day is debounced 0.5 s. */
export const STATUS_DEBOUNCE_MS = 500;

export function ScheduleDialog({
  timeZone,
  onSchedule,
  onClose,
}: {
  timeZone: string;
  onSchedule: (sendAtMs: number) => Promise<void>;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { api, clock } = useServices();
  const now = clock.now();
  const today = todayIn(now, timeZone);
  // Opens on a day that can still take a text (not a weekend, not today once 10:00 AM has passed).
  const [day, setDay] = useState(() => firstScheduleDay(now, timeZone));
  const [time, setTime] = useState('');
  // Today offers only the times still ahead; a time chosen for another day that today lacks is cleared.
  const times = day ? scheduleTimesOn(day, now, timeZone) : [];
  const chosenTime = times.includes(time) ? time : '';
  const [status, setStatus] = useState<SchedulingStatus | null>(null);
  const [statusFailed, setStatusFailed] = useState(false);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);

  const problem = dayProblem(day, now, timeZone);
  useEffect(() => {
    setStatus(null);
    setStatusFailed(false);
    if (!day || problem) return undefined;
    let live = true;
    setChecking(true);
    const timer = clock.setTimeout(() => {
      api
        .call(OPERATIONS.schedulingStatus, { query: { date: day } })
        .then((answer) => live && setStatus(answer))
        .catch(() => live && setStatusFailed(true))
        .finally(() => live && setChecking(false));
    }, STATUS_DEBOUNCE_MS);
    return () => {
      live = false;
      clock.clearTimeout(timer);
    };
  }, [api, clock, day, problem?.code]); // eslint-disable-line react-hooks/exhaustive-deps -- the problem's code is what changes the ask

  const formatDay = (iso: string) =>
    dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const dayError =
    problem?.code === 'past'
      ? t`The date must be today or in the future`
      : problem?.code === 'before'
        ? t`The date must be before ${formatDay(problem.day)}`
        : problem?.code === 'weekend'
          ? t`Texts cannot be scheduled on weekends`
          : problem?.code === 'noTimeLeft'
            ? t`No time between 8:00 and 10:00 AM is left today`
            : undefined;
  const limit = limitProblem(status);
  const limitText =
    limit?.code === 'scheduledToday'
      ? t`Cannot schedule more messages: You have reached the daily limit of ${limit.limit} scheduled messages per day.`
      : limit?.code === 'sendingThatDay'
        ? t`Cannot schedule messages for this day: You have reached your daily scheduled message limit of ${limit.limit} messages.`
        : undefined;
  const timeLabel = (hhmm: string) =>
    dateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
      new Date(`1970-01-01T${hhmm}:00Z`),
    );
  const ready = Boolean(day && chosenTime && !problem && status && !limit && !busy);

  const schedule = async () => {
    if (!ready) return;
    setBusy(true);
    try {
      await onSchedule(sendAtOf(day, chosenTime, timeZone));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={() => (busy ? undefined : onClose())}
      title={t`Schedule message`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>{t`Cancel`}</Button>
          <Button onClick={() => void schedule()} disabled={!ready}>{t`Schedule`}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 text-sm">
        <DateField
          label={t`Date`}
          required
          value={day}
          onChange={setDay}
          min={today}
          max={lastScheduleDay(now, timeZone)}
          error={dayError}
        />
        <SelectField
          label={t`Time`}
          required
          value={chosenTime}
          onChange={setTime}
          placeholder={t`Choose a time`}
          options={times.map((value) => ({ value, label: timeLabel(value) }))}
        />
        {checking ? <p role="status" className="text-slate-600">{t`Checking the scheduling limits`}</p> : null}
        {statusFailed ? <p role="alert" className="text-red-800">{t`Failed to fetch scheduling status`}</p> : null}
        {limitText ? (
          <p role="alert" className="text-red-800">
            {limitText}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
