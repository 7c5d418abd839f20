import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { CALL_OUTCOMES_NEEDING_NOTE, CALL_OVERRIDE_PERMISSION, type PropertyError } from '../../../domain/index.ts';
import type { PhoneCallRow, SyncError } from '../../../sync/client/index.ts';
import { applyServerErrors, Button, Form, FormSelectField } from '../../../ui/index.ts';
import { FormRichTextField } from '../../../ui/rich-text/index.ts';
import { useMutation } from '../../data/index.ts';
import { useActingUser, useActingUserState } from '../../services/use-acting-user.ts';
import { outcomeOptions } from './call-form.ts';
import { useCallWords } from './use-call-words.ts';
import { useCatalogueWords } from '../../shared/member/use-catalogue-words.ts';

interface OutcomeValues {
  outcomeId: string;
  note: string;
}

export interface CallOutcomeFormProps {
  call: PhoneCallRow;
  now: number;
}

/**
 * The call's outcome and note (spec part 2 section 4): outcomes offered by the rules (locked ones
 * shown disabled with why: the 2-minute mark, the engagement length, a resourcing call, no
 * connection), the note of 50 characters for the outcomes that need one. Saved as often as the
 * guide likes; a save that fails says so here ('Save failed' when the server gives no words).
 * A call left without an outcome or its note waits on the Follow up tab.
 */
export function CallOutcomeForm({ call, now }: CallOutcomeFormProps) {
  const { t } = useLingui();
  const user = useActingUser();
  const verify = useActingUserState();
  const outcomes = verify.status === 'success' ? verify.data.voiceCallOutcomes : [];
  const catalogue = useCatalogueWords();
  const labels = useMemo(() => ({ outcomeId: t`Outcome`, note: t`Note` }), [t]);
  const words = useCallWords(labels);
  const form = useForm<OutcomeValues>({
    defaultValues: { outcomeId: call.outcomeId === null ? '' : String(call.outcomeId), note: call.note ?? '' },
  });
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const onInvalid = useCallback(
    (errors: PropertyError[], failure: SyncError) => {
      const placed = applyServerErrors(form, errors, words.server);
      if (!placed.length) setSaveError(failure.body?.userMessage || failure.body?.message || t`Save failed`);
    },
    [form, words, t],
  );
  const onFailure = useCallback(
    (failure: SyncError) => setSaveError(failure.body?.userMessage || failure.body?.message || t`Save failed`),
    [t],
  );
  const update = useMutation('updateCall', { onInvalid, onFailure });

  // The note written in the review drawer (or in another browser) arrives live: it replaces the
  // field while the guide has not changed it here, and becomes what the field compares with.
  const liveNote = call.note ?? '';
  useEffect(() => {
    if (form.getValues('note') === (form.formState.defaultValues?.note ?? ''))
      form.resetField('note', { defaultValue: liveNote });
  }, [form, liveNote]);

  // The options move as the call goes on: the running time unlocks outcomes at their marks.
  const options = outcomeOptions(
    outcomes.map((outcome) => ({ ...outcome, name: catalogue.name('outcome', outcome.key, outcome.name) })),
    {
      // A call row the carrier's webhooks wrote may lack the fields only getCall answers.
      resourceInteraction: call.resourceInteraction ?? false,
      timeStarted: call.timeStarted,
      timeConnected: call.timeConnected ?? null,
      timeEnded: call.timeEnded ?? null,
      engagementMinutes: call.engagementMinutes ?? 0,
    },
    user.userPermissions.includes(CALL_OVERRIDE_PERMISSION),
    now,
    call.outcomeId,
    (lock) => words.lock(lock),
  );
  const outcomeId = useWatch({ control: form.control, name: 'outcomeId' });
  const chosen = outcomes.find((o) => String(o.id) === outcomeId);
  const needsNote = CALL_OUTCOMES_NEEDING_NOTE.has(chosen?.key ?? '');

  const save = async (values: OutcomeValues) => {
    setSaveError(null);
    setSaved(false);
    const chosenOption = options.find((o) => o.value === values.outcomeId);
    if (chosenOption?.disabled) {
      form.setError('outcomeId', {
        type: 'validate',
        message: words.server('outcomeId', [
          { code: 'refused', message: 'This outcome cannot be chosen for this call yet.' },
        ]),
      });
      return;
    }
    const ok = await update({
      callId: call.id,
      outcomeId: values.outcomeId ? Number(values.outcomeId) : null,
      note: values.note || null,
    });
    if (ok) {
      setSaved(true);
      form.reset(values);
    }
  };
  const saving = form.formState.isSubmitting;
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-4">
      <FormSelectField name="outcomeId" label={labels.outcomeId} placeholder={t`No outcome yet`} options={options} />
      <FormRichTextField
        name="note"
        label={labels.note}
        hint={needsNote ? t`At least 50 characters for this outcome.` : undefined}
      />
      {saveError ? (
        <p role="alert" className="text-red-700">
          {saveError}
        </p>
      ) : null}
      <div className="flex items-center justify-end gap-3">
        {saved && !form.formState.isDirty ? <p role="status" className="text-slate-700">{t`Saved`}</p> : null}
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? t`Saving…` : t`Save outcome`}
        </Button>
      </div>
    </Form>
  );
}
