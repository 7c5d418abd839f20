/**
 * The member's scheduled texts (spec part 1 sections 7 and 9, part 2 section 4): a banner
 * '{n} text(s) scheduled' while any wait, for users with the scheduled-sms flag, and its drawer
 * listing them by send time (a 200-character preview each) with Send now and Delete, each of which
 * takes the text out at once (`sendScheduledMessage`, `deleteMessage`). Live: a text the server
 * sends at its time leaves at once.
 */
import { useCallback, useState } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { scheduledPreview } from '../../domain/index.ts';
import type { SyncError } from '../../sync/client/index.ts';
import { Banner, Button, ConfirmDialog, Dialog, LiveViewState, useToast } from '../../ui/index.ts';
import { useLive, useMutation, useReportLiveError } from '../data/index.ts';
import { useActingUser } from '../services/use-acting-user.ts';
import { useFormatInstant } from '../shared/format/use-format-instant.ts';

/** Part 1 section 7: the banner shows only to users with the scheduled-sms flag. */
export function ScheduledTextsBanner({ memberId }: { memberId: string }) {
  const { featureFlags } = useActingUser();
  return featureFlags.includes('scheduled-sms') ? <ScheduledTextsCount memberId={memberId} /> : null;
}

function ScheduledTextsCount({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const scheduled = useLive('memberScheduledMessages', { memberId });
  useReportLiveError(scheduled);
  const [open, setOpen] = useState(false);
  const count = scheduled.rows.length;
  return (
    <>
      {count > 0 ? (
        <Banner
          tone="info"
          action={<Button size="sm" variant="secondary" onClick={() => setOpen(true)}>{t`View`}</Button>}
        >
          <Plural value={count} one="# text scheduled" other="# texts scheduled" />
        </Banner>
      ) : null}
      {open ? <ScheduledTextsDrawer memberId={memberId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ScheduledTextsDrawer({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const { t } = useLingui();
  const showToast = useToast();
  const scheduled = useLive('memberScheduledMessages', { memberId });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const formatInstant = useFormatInstant();

  // Send now and Delete take the text out of the list at once and put it back if refused: the
  // failure is said under the list (the server's words, else the spec's), and toasts unless a 400.
  const sendFailed = t`Failed to send message`;
  const deleteFailed = t`Failed to update message`;
  const onSendFailure = useCallback(
    (failure: SyncError) => setProblem(failure.body?.userMessage || sendFailed),
    [sendFailed],
  );
  const onDeleteFailure = useCallback(
    (failure: SyncError) => setProblem(failure.body?.userMessage || deleteFailed),
    [deleteFailed],
  );
  const sendNow = useMutation('sendScheduledMessage', { onFailure: onSendFailure, alsoToast: true });
  const remove = useMutation('deleteMessage', { onFailure: onDeleteFailure, alsoToast: true });

  /** One write at a time: the buttons wait until the server has confirmed it. */
  const act = async (messageId: string, write: typeof sendNow, done: string) => {
    setBusyId(messageId);
    setProblem(undefined);
    if (await write({ messageId })) showToast({ tone: 'success', message: done });
    setBusyId(null);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Scheduled messages`}
      actions={<Button variant="secondary" onClick={onClose}>{t`Close`}</Button>}
    >
      <LiveViewState
        status={scheduled.status}
        count={scheduled.rows.length}
        loadingLabel={t`Loading scheduled messages`}
        failed={t`The scheduled messages could not be loaded.`}
        empty={{ title: t`No scheduled messages` }}
      >
        <ol className="flex flex-col gap-2 text-sm" aria-label={t`Scheduled messages`}>
          {scheduled.rows.map((row) => (
            <li key={row.id} className="rounded-md border border-slate-200 p-3" data-scheduled-message={row.id}>
              <p className="font-semibold text-slate-900">{t`Sends ${formatInstant(row.sendAt, 'dateTime')}`}</p>
              <p className="mt-1 whitespace-pre-wrap text-slate-800">{scheduledPreview(row.text)}</p>
              {row.fileIds.length ? (
                <p className="mt-1 text-slate-600">{t`${row.fileIds.length} attachments`}</p>
              ) : null}
              <div className="mt-2 flex gap-2">
                <Button
                  size="sm"
                  disabled={busyId !== null}
                  onClick={() => void act(row.id, sendNow, t`Message has been sent successfully`)}
                >
                  {t`Send now`}
                </Button>
                <Button size="sm" variant="secondary" disabled={busyId !== null} onClick={() => setDeleting(row.id)}>
                  {t`Delete`}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      </LiveViewState>
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete scheduled message`}
        description={t`Delete this scheduled message? It will not be sent.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        busy={busyId !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const id = deleting;
          setDeleting(null);
          if (id) void act(id, remove, t`Scheduled message deleted`);
        }}
      />
    </Dialog>
  );
}
