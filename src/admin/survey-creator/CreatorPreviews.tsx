import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SurveyCheckpoint, SurveyQuestion } from '../../../domain/index.ts';
import { Button, Tabs } from '../../../ui/index.ts';
import type { CreatorForm } from './creator-form.ts';
import { LogicView } from './LogicView.tsx';

export interface CreatorPreviewsProps {
  form: CreatorForm;
  recordId: string | null;
  surveyKey: string;
  publishedAt: string | null;
  /** The draft has a first question to start the preview from. */
  canPreview: boolean;
  onPreview: () => void;
  onPreviewLearnMore: () => void;
  onQuestionChange: (key: string, question: SurveyQuestion) => void;
  onCheckpointChange: (key: string, change: Partial<SurveyCheckpoint>) => void;
}

/**
 * The creator's right-hand tabs (part 3 section 2): Preview (the display name and summary, the
 * survey and learn-more previews), Logic (every branch and checkpoint, editable) and JSON Preview
 * (the record as saved).
 */
export function CreatorPreviews({
  form,
  recordId,
  surveyKey,
  publishedAt,
  canPreview,
  onPreview,
  onPreviewLearnMore,
  onQuestionChange,
  onCheckpointChange,
}: CreatorPreviewsProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState('preview');
  // Written out only while its tab is open: a long survey's JSON on every keystroke cost a few milliseconds of each.
  const json = useMemo(
    () =>
      tab === 'json' &&
      JSON.stringify(
        {
          id: recordId,
          key: surveyKey,
          publishedAt,
          surveyContent: {
            name: form.name,
            key: surveyKey,
            isActionSurvey: form.isActionSurvey,
            displayName: form.displayName,
            summary: form.summary,
            learnMoreRecordId: form.learnMoreRecordId,
            surveyVersion: form.content,
          },
        },
        null,
        2,
      ),
    [tab, recordId, surveyKey, publishedAt, form],
  );
  return (
    <Tabs
      label={t`Survey previews`}
      selectedId={tab}
      onChange={setTab}
      items={[
        {
          id: 'preview',
          label: t`Preview`,
          panel: (
            <div className="flex flex-col items-start gap-2 py-3">
              <p className="text-slate-700">{form.displayName || t`Survey Display Name`}</p>
              <p className="text-sm text-slate-600">{form.summary}</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="primary" disabled={!canPreview} onClick={onPreview}>
                  {t`Preview survey`}
                </Button>
                <Button variant="secondary" onClick={onPreviewLearnMore}>
                  {t`Preview learn more`}
                </Button>
              </div>
            </div>
          ),
        },
        {
          id: 'logic',
          label: t`Logic`,
          panel: (
            <LogicView
              content={form.content}
              onQuestionChange={onQuestionChange}
              onCheckpointChange={onCheckpointChange}
            />
          ),
        },
        {
          id: 'json',
          label: t`JSON Preview`,
          panel: (
            <pre
              className="max-h-[70vh] overflow-auto rounded bg-slate-50 p-3 text-xs text-slate-800"
              aria-label={t`Survey JSON`}
              tabIndex={0}
            >
              {json}
            </pre>
          ),
        },
      ]}
    />
  );
}
