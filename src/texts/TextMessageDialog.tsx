/**
 * The text message dialog (spec part 2 "Text message dialog"): the member's number (a number that
 * texted STOP cannot be chosen, and says why), the text (at most 1600 characters), templates by
 * category filled with the member's values (a value the member lacks stays as `{{name}}` and the
 * dialog warns before 'Send Anyway'), suggestions, and up to 4 attachments uploaded through the
 * files calls with progress. The text goes out through the `createMessage` mutation; its feed entry
 * and delivery status arrive live.
 */
import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MESSAGE_MAX_LENGTH, OPTED_OUT_MESSAGE, fillTemplate } from '../../domain/index.ts';
import type { SyncError } from '../../sync/client/index.ts';
import {
  Banner,
  Button,
  Dialog,
  FileField,
  SelectField,
  TextareaField,
  useDiscardGuard,
  useToast,
} from '../../ui/index.ts';
import { useServices } from '../services/services.tsx';
import { useLive, useMutation, useReportLiveError } from '../data/index.ts';
import { formatPhoneNumber } from '../shared/member/member-info-format.ts';
import { ATTACHMENT_TYPES, attachmentProblem, missingVariables, textProblem } from './text-form.ts';
import { UploadFailed, uploadFiles } from './upload-files.ts';
import { useTextHelpers } from './use-text-helpers.ts';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { useActingUser } from '../services/use-acting-user.ts';
import { useTextWords } from './use-text-words.ts';

export interface TextMessageDialogProps {
  memberId: string;
  /** The scheduled event the text answers ('Text now' on the docket). */
  scheduledEventId?: string;
  onClose: () => void;
}

export function TextMessageDialog({ memberId, scheduledEventId, onClose }: TextMessageDialogProps) {
  const { t } = useLingui();
  const { api } = useServices();
  const showToast = useToast();
  const words = useTextWords();
  const phones = useLive('memberPhones', { memberId });
  useReportLiveError(phones);
  const { categories, variables, variablesSettled, suggestions } = useTextHelpers(memberId);

  const [chosenPhone, setChosenPhone] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [categoryId, setCategoryId] = useState('');
  const [touched, setTouched] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const user = useActingUser();
  // Scheduling texts is behind the scheduled-sms flag (part 2 section 6).
  const canSchedule = user.featureFlags.includes('scheduled-sms');

  const usable = phones.rows.filter((phone) => !phone.doNotContactReason);
  const phoneId = chosenPhone ?? usable.find((phone) => phone.primary)?.id ?? usable[0]?.id ?? '';
  const allStopped = phones.rows.length > 0 && usable.length === 0;
  const category = categories.find((c) => c.id === categoryId);
  const missing = missingVariables(text);
  const textError = touched ? words.textProblem(textProblem(text)) : undefined;
  const fileError = words.attachmentProblem(attachmentProblem(files));
  const guard = useDiscardGuard(text !== '' || files.length > 0, onClose);

  const useTemplate = (templateId: string) => {
    const template = category?.templates.find((tpl) => tpl.id === templateId);
    if (template) setText(fillTemplate(template.template, variables).text);
  };

  const sendFailed = t`Failed to send message`;
  const { optedOut, scheduleFailure } = words;
  // Each failure is said in the dialog; one other than a 400 shows the error toast too (part 1 section 8).
  const onSendFailure = useCallback(
    (failure: SyncError) =>
      setProblem(failure.body?.message === OPTED_OUT_MESSAGE ? optedOut : failure.body?.userMessage || sendFailed),
    [optedOut, sendFailed],
  );
  const onScheduleFailure = useCallback(
    (failure: SyncError) => setProblem(scheduleFailure(failure.body ?? undefined)),
    [scheduleFailure],
  );
  const sendNow = useMutation('createMessage', { onFailure: onSendFailure, alsoToast: true });
  const schedule = useMutation('createMessage', { onFailure: onScheduleFailure, alsoToast: true });

  const ready = () => {
    setTouched(true);
    return !textProblem(text) && !fileError && Boolean(phoneId);
  };

  /** Sends now, or at `sendAt` (scheduled-sms); the dialog stays open with what was entered when it fails. */
  const send = async (sendAt?: number) => {
    if (!ready()) return;
    setScheduling(false);
    setBusy(true);
    setProblem(undefined);
    try {
      let fileIds: string[] = [];
      if (files.length) {
        setProgress(0);
        fileIds = await uploadFiles(api, files, { memberId, onProgress: setProgress });
      }
      const body = {
        subjectId: memberId,
        text,
        phoneNumberId: Number(phoneId),
        fileIds,
        ...(scheduledEventId ? { scheduledEventId } : {}),
      };
      // A failed send or schedule is said by its onFailure (above); the dialog stays with what was entered.
      if (!(await (sendAt === undefined ? sendNow(body) : schedule({ ...body, sendAt })))) return;
      showToast({
        tone: 'success',
        message: sendAt !== undefined ? t`Message scheduled successfully` : t`Message sent successfully`,
      });
      onClose();
    } catch (failure) {
      // Only the upload throws (uploadFiles answers every failure as UploadFailed; a mutation never throws).
      setProblem(
        failure instanceof UploadFailed && failure.count > 1
          ? t`Failed to upload one or more files. Please try again.`
          : t`Failed to upload files. Please try again.`,
      );
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <>
      <Dialog
        open
        onClose={() => (busy ? undefined : guard.requestClose())}
        title={t`Text message`}
        actions={
          <>
            <Button variant="secondary" onClick={guard.requestClose} disabled={busy}>{t`Cancel`}</Button>
            {canSchedule ? (
              <Button
                variant="secondary"
                onClick={() => ready() && setScheduling(true)}
                disabled={busy || !phoneId || Boolean(fileError)}
              >
                {t`Schedule`}
              </Button>
            ) : null}
            <Button onClick={() => void send()} disabled={busy || !phoneId || Boolean(fileError)}>
              {missing.length ? t`Send Anyway` : t`Send`}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4 text-sm">
          {allStopped ? <Banner tone="error">{words.optedOut}</Banner> : null}
          <SelectField
            label={t`Phone number`}
            required
            value={phoneId}
            onChange={setChosenPhone}
            placeholder={phones.rows.length ? undefined : t`No phone numbers`}
            options={phones.rows.map((phone) => ({
              value: phone.id,
              disabled: Boolean(phone.doNotContactReason),
              label: `${formatPhoneNumber(phone.number)} · ${phone.description}${phone.doNotContactReason ? ` · ${t`texted STOP: cannot receive texts`}` : ''}`,
            }))}
          />
          {categories.length ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={t`Template category`}
                value={categoryId}
                onChange={setCategoryId}
                placeholder={t`Choose a category`}
                options={categories.map((c) => ({ value: c.id, label: words.categoryName(c.id, c.name) }))}
              />
              <SelectField
                label={t`Template`}
                value=""
                disabled={!category || !variablesSettled}
                onChange={useTemplate}
                placeholder={t`Choose a template`}
                options={(category?.templates ?? []).map((tpl) => ({
                  value: tpl.id,
                  label: tpl.template.length > 70 ? `${tpl.template.slice(0, 70)}…` : tpl.template,
                }))}
              />
            </div>
          ) : null}
          <TextareaField
            label={t`Message`}
            required
            rows={5}
            value={text}
            onChange={setText}
            onBlur={() => setTouched(true)}
            error={textError}
            hint={t`${text.length} of ${MESSAGE_MAX_LENGTH} characters`}
          />
          {missing.length ? (
            <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900">
              {t`Some template variables are missing: ${missing.join(', ')}. The message may appear incomplete.`}
            </p>
          ) : null}
          {suggestions.length ? (
            <div>
              <p className="mb-1 font-semibold text-slate-900" id="text-suggestions">{t`Suggestions`}</p>
              <ul className="flex flex-wrap gap-2" aria-labelledby="text-suggestions">
                {suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <Button size="sm" variant="secondary" onClick={() => setText(suggestion)}>
                      {suggestion}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <FileField
            label={t`Attachments`}
            hint={words.attachmentHint}
            multiple
            accept={ATTACHMENT_TYPES.join(',')}
            value={files}
            onChange={setFiles}
            error={fileError}
            disabled={busy}
          />
          {progress !== null ? (
            <label className="flex flex-col gap-1">
              <span>{t`Uploading attachments`}</span>
              <progress max={100} value={Math.round(progress * 100)} className="w-full" />
            </label>
          ) : null}
          {problem ? (
            <p role="alert" className="text-red-800">
              {problem}
            </p>
          ) : null}
        </div>
      </Dialog>
      {guard.confirmation}
      {scheduling ? (
        <ScheduleDialog timeZone={user.timeZone} onSchedule={send} onClose={() => setScheduling(false)} />
      ) : null}
    </>
  );
}
