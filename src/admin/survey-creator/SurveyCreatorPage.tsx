import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  addCheckpoint,
  hasPromptGaps,
  addQuestion,
  canRedo,
  canUndo,
  deleteCheckpoint,
  deleteQuestion,
  duplicateNames,
  historyReducer,
  loadDraft,
  moveQuestion,
  publishedContent,
  publishWarnings,
  startHistory,
  surveyKeyFromName,
  updateCheckpoint,
  type History,
  type HistoryAction,
  type SurveyQuestion,
} from '../../../domain/index.ts';
import { ConfirmDialog, Disclosure, SelectField, Tabs, useToast } from '../../../ui/index.ts';
import { useLive, useMutation, useReportLiveError, type LiveRow } from '../../data/index.ts';
import { LearnMoreEditor } from '../learn-more/LearnMoreEditor.tsx';
import { SurveyLearnMoreDialog } from '../../surveys/SurveyLearnMoreDialog.tsx';
import { CheckpointList } from './CheckpointList.tsx';
import { CreatorPreviews } from './CreatorPreviews.tsx';
import { historyKeys } from './history-keys.ts';
import { PublishDescription } from './PublishDescription.tsx';
import { SurveyContentHeader, type Confirming } from './SurveyContentHeader.tsx';
import { useServices } from '../../services/services.tsx';
import { canSave, emptyCreatorForm, readWorkingCopy, storeWorkingCopy, type CreatorForm } from './creator-form.ts';
import { QuestionList } from './QuestionList.tsx';
import { SettingsFields } from './SettingsFields.tsx';
import { SurveyPreviewDialog } from './SurveyPreviewDialog.tsx';

type RecordRow = LiveRow<'adminSurveyRecords'>;

const formOf = (record: RecordRow): CreatorForm => ({
  name: record.name,
  displayName: record.displayName,
  summary: record.summary,
  isActionSurvey: record.isActionSurvey,
  learnMoreRecordId: record.learnMoreRecordId,
  content: loadDraft(record.content),
});

const reducer = (history: History<CreatorForm>, action: HistoryAction<CreatorForm>) => historyReducer(history, action);

/**
 * The survey creator (spec part 3 sections 2, 4, 8; `/admin-dashboard/survey-creator`): the Survey
 * Content header (Clear, Duplicate, Publish, Save), collapsible Settings, the question list and the
 * checkpoints on the left with the Learn More Creator as a second tab; Preview and JSON Preview on
 * the right. Every edit goes through one history, so Undo and Redo cover all of them. Publishing
 * saves, then freezes the draft as the survey's next version after a confirmation listing warnings.
 */
export function SurveyCreatorPage() {
  const { t } = useLingui();
  const showToast = useToast();
  const records = useLive('adminSurveyRecords', { attempt: 0 });
  const learnMore = useLive('adminLearnMoreRecords', { attempt: 0 });
  useReportLiveError(records);
  useReportLiveError(learnMore);
  const { localStorage } = useServices();
  // The working copy: edits survive a reload, written a moment after each change.
  const [restored] = useState(() => readWorkingCopy(localStorage));
  const [history, dispatch] = useReducer(reducer, undefined, () => startHistory(restored?.form ?? emptyCreatorForm()));
  const form = history.present;
  const [recordId, setRecordId] = useState<string | null>(restored?.recordId ?? null);
  useEffect(() => {
    const timer = setTimeout(() => storeWorkingCopy(localStorage, { recordId, form }), 300);
    return () => clearTimeout(timer);
  }, [localStorage, recordId, form]);
  const [leftTab, setLeftTab] = useState('survey');
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [previewing, setPreviewing] = useState(false);
  const [learning, setLearning] = useState(false);
  const create = useMutation('createSurveyRecord');
  const update = useMutation('updateSurveyRecord');
  const publish = useMutation('publishSurveyRecord');
  const record = records.rows.find((row) => row.id === recordId);

  const edit = useCallback((change: (form: CreatorForm) => CreatorForm) => dispatch({ kind: 'edit', change }), []);
  const editContent = useCallback(
    (change: (content: CreatorForm['content']) => CreatorForm['content']) =>
      edit((f) => ({ ...f, content: change(f.content) })),
    [edit],
  );
  const onQuestionChange = useCallback(
    (key: string, question: SurveyQuestion) =>
      editContent((c) => ({ ...c, questions: c.questions.map((q) => (q.key === key ? question : q)) })),
    [editContent],
  );
  const onDelete = useCallback((key: string) => editContent((c) => deleteQuestion(c, key)), [editContent]);
  const onMove = useCallback(
    (from: number, to: number) => editContent((c) => moveQuestion(c, from, to)),
    [editContent],
  );
  const onAdd = useCallback(() => editContent(addQuestion), [editContent]);

  const key = record?.publishedAt ? record.key : surveyKeyFromName(form.name);
  const fields = () => ({
    name: form.name,
    displayName: form.displayName,
    summary: form.summary,
    isActionSurvey: form.isActionSurvey,
    learnMoreRecordId: form.learnMoreRecordId,
    content: form.content,
  });

  const save = async (): Promise<boolean> => {
    setSaving(true);
    try {
      if (recordId) {
        const ok = await update({ id: recordId, ...fields() });
        if (ok) showToast({ tone: 'success', message: t`Survey Record updated successfully` });
        return ok;
      }
      const id = crypto.randomUUID();
      const ok = await create({ id, ...fields() });
      if (ok) {
        setRecordId(id);
        showToast({ tone: 'success', message: t`Survey Record created successfully` });
      }
      return ok;
    } finally {
      setSaving(false);
    }
  };

  const choose = (id: string) => {
    const chosen = records.rows.find((row) => row.id === id);
    setRecordId(chosen ? chosen.id : null);
    dispatch({ kind: 'reset', present: chosen ? formOf(chosen) : emptyCreatorForm() });
  };

  const confirm = async () => {
    const what = confirming;
    if (what === 'clear') {
      setRecordId(null);
      dispatch({ kind: 'reset', present: emptyCreatorForm() });
      showToast({ tone: 'success', message: t`Survey reset successfully` });
    } else if (what === 'duplicate' && record) {
      setSaving(true);
      const id = crypto.randomUUID();
      const names = duplicateNames({ name: form.name, key: record.key });
      const copy = { ...fields(), name: names.name };
      const ok = await create({ id, key: names.key, ...copy });
      setSaving(false);
      if (ok) {
        setRecordId(id);
        dispatch({ kind: 'reset', present: { ...form, name: names.name } });
        showToast({ tone: 'success', message: t`Survey Record created successfully` });
      }
    } else if (what === 'publish' && recordId) {
      setSaving(true);
      const ok = (await update({ id: recordId, ...fields() })) && (await publish({ id: recordId }));
      setSaving(false);
      if (ok) showToast({ tone: 'success', message: t`Survey Record published successfully` });
    }
    setConfirming(null);
  };

  const warnings = useMemo(
    () => (confirming === 'publish' ? publishWarnings(form.content) : []),
    [confirming, form.content],
  );
  const preview = publishedContent(form.content);
  const learnMoreContent = learnMore.rows.find((row) => row.id === form.learnMoreRecordId)?.learnMoreContent;
  const published = Boolean(record?.publishedAt);
  const version = record?.publishedVersion;

  const surveyPanel = (
    // Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes, except inside a text box, which keeps its own.
    <div className="flex flex-col gap-4" onKeyDown={(event) => historyKeys(event, dispatch)}>
      <SurveyContentHeader
        canUndo={canUndo(history)}
        canRedo={canRedo(history)}
        dispatch={dispatch}
        recordId={recordId}
        saving={saving}
        canSave={canSave(form)}
        promptGaps={hasPromptGaps(form.content)}
        published={published}
        version={version}
        onConfirm={setConfirming}
        onSave={() => void save()}
      />
      <Disclosure title={t`Settings`} headingLevel={3}>
        <div className="flex flex-col gap-3 py-3">
          {records.rows.length > 0 ? (
            <SelectField
              label={t`Choose a record to edit`}
              value={recordId ?? '-1'}
              options={[
                { value: '-1', label: t`None (a new survey)` },
                ...records.rows.map((row) => ({ value: row.id, label: row.name })),
              ]}
              onChange={choose}
            />
          ) : null}
          <SettingsFields form={form} surveyKey={key} learnMore={learnMore.rows} onEdit={edit} />
        </div>
      </Disclosure>
      <QuestionList
        content={form.content}
        onAdd={onAdd}
        onChange={onQuestionChange}
        onDelete={onDelete}
        onMove={onMove}
      />
      <CheckpointList
        checkpoints={form.content.checkpoints}
        questionKeys={form.content.questions.map((question) => question.key)}
        onAdd={() => editContent(addCheckpoint)}
        onChange={(k, change) => editContent((c) => updateCheckpoint(c, k, change))}
        onDelete={(k) => editContent((c) => deleteCheckpoint(c, k))}
      />
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Survey Creator</Trans>
        </h1>
        <p className="text-slate-600">
          <Trans>Create and edit survey and learn more content here</Trans>
        </p>
      </header>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Tabs
          label={t`Content editors`}
          selectedId={leftTab}
          onChange={setLeftTab}
          items={[
            { id: 'survey', label: t`Survey Creator`, panel: surveyPanel },
            { id: 'learn-more', label: t`Learn More Creator`, panel: <LearnMoreEditor /> },
          ]}
        />
        <CreatorPreviews
          form={form}
          recordId={recordId}
          surveyKey={key}
          publishedAt={record?.publishedAt ?? null}
          canPreview={preview !== null}
          onPreview={() => setPreviewing(true)}
          onPreviewLearnMore={() => setLearning(true)}
          onQuestionChange={onQuestionChange}
          onCheckpointChange={(k, change) => editContent((c) => updateCheckpoint(c, k, change))}
        />
      </div>
      <SurveyLearnMoreDialog content={learnMoreContent} open={learning} onClose={() => setLearning(false)} />
      {previewing && preview ? <SurveyPreviewDialog content={preview} onClose={() => setPreviewing(false)} /> : null}
      <ConfirmDialog
        open={confirming !== null}
        busy={saving}
        tone={confirming === 'publish' ? 'primary' : 'danger'}
        title={
          confirming === 'clear'
            ? t`Reset survey?`
            : confirming === 'duplicate'
              ? t`Duplicate survey?`
              : t`Publish survey?`
        }
        description={
          confirming === 'clear' ? (
            t`Unsaved changes will be lost.`
          ) : confirming === 'duplicate' ? (
            t`A copy of this survey will be created as a new record.`
          ) : (
            <PublishDescription warnings={warnings} />
          )
        }
        confirmLabel={confirming === 'clear' ? t`Reset` : confirming === 'duplicate' ? t`Duplicate` : t`Publish`}
        cancelLabel={t`Cancel`}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
