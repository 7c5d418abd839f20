import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useFormatInstant } from '../shared/format/use-format-instant.ts';
import { OPERATIONS, type GeneratedMemberSummary } from '../../domain/index.ts';
import { Button, SelectField, TextareaField, useToast } from '../../ui/index.ts';
import { isApiError } from '../api/index.ts';
import { useServices } from '../services/services.tsx';
import { useCatalogue } from '../data/index.ts';
import { ActionDialog } from './ActionDialog.tsx';

/**
 * The Member portrait section: the generated summary with when it was made, and Send feedback
 * (disabled while there is no summary, spec part 1 section 5), which opens the member summary
 * feedback dialog (part 2 sections 2, 7).
 */
export function MemberPortrait({ memberId, summary }: { memberId: string; summary: GeneratedMemberSummary | null }) {
  const { t } = useLingui();
  const [giving, setGiving] = useState(false);
  const formatInstant = useFormatInstant();
  return (
    <div className="flex flex-col gap-2 text-sm">
      {summary ? (
        <>
          <p className="whitespace-pre-line text-slate-900">{summary.summary}</p>
          <p className="text-slate-700">
            {t`Last updated`} {formatInstant(summary.lastUpdated, 'date')}
          </p>
        </>
      ) : (
        <p className="text-slate-700">{t`No summary has been generated for this member yet.`}</p>
      )}
      <Button size="sm" variant="secondary" className="self-start" disabled={!summary} onClick={() => setGiving(true)}>
        {t`Send feedback`}
      </Button>
      {giving && summary ? (
        <SummaryFeedbackDialog memberId={memberId} summary={summary} onClose={() => setGiving(false)} />
      ) : null}
    </div>
  );
}

/** Member summary feedback: what was wrong or right, and a comment; the summary shown goes with it. */
function SummaryFeedbackDialog({
  memberId,
  summary,
  onClose,
}: {
  memberId: string;
  summary: GeneratedMemberSummary;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { api } = useServices();
  const showToast = useToast();
  const choices = useCatalogue(OPERATIONS.memberSummaryFeedbackDescriptions);
  const [choice, setChoice] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const options =
    choices.status === 'ready' ? choices.data.data.map((d) => ({ value: d.id, label: d.description })) : [];
  const submit = async () => {
    if (!choice) {
      setError(t`Choose what best describes the summary.`);
      return;
    }
    try {
      // A direct call, not a mutation: the feedback is stored for review and no client reads it (no change).
      await api.call(OPERATIONS.submitMemberSummaryFeedback, {
        body: {
          memberId,
          feedbackDescriptionId: choice,
          comment,
          summary: summary.summary,
          summaryDataId: summary.summaryDataId,
        },
      });
      showToast({ tone: 'success', message: t`Feedback submitted successfully` });
      onClose();
    } catch (failure) {
      // The dialog stays open with what was typed.
      showToast({ tone: 'error', message: (isApiError(failure) && failure.userMessage) || t`An error has occurred.` });
    }
  };
  return (
    <ActionDialog title={t`Member summary feedback`} submitLabel={t`Submit`} onSubmit={submit} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <SelectField
          label={t`Feedback`}
          required
          value={choice}
          onChange={(value) => {
            setChoice(value);
            setError(undefined);
          }}
          options={options}
          placeholder={t`Choose feedback`}
          error={error}
        />
        <TextareaField
          label={t`Comment`}
          value={comment}
          onChange={setComment}
          maxLength={1000}
          hint={t`Optional, up to 1,000 characters`}
        />
      </div>
    </ActionDialog>
  );
}
