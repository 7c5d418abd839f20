import { Upload } from 'lucide-react';
import { useCallback, useEffect, useMemo, useReducer, useState, type KeyboardEvent } from 'react';
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
  type PublishWarning,
  type SurveyQuestion,
} from '../../../domain/index.ts';
import { Button, ConfirmDialog, Disclosure, SelectField, Tabs, useToast } from '../../../ui/index.ts';
import { useLive, useMutation, useReportLiveError, type LiveRow } from '../../data/index.ts';
import { LearnMoreEditor } from '../learn-more/LearnMoreEditor.tsx';
import { SurveyLearnMoreDialog } from '../../surveys/SurveyLearnMoreDialog.tsx';
import { CheckpointList } from './CheckpointList.tsx';
import { LogicView } from './LogicView.tsx';
import { useServices } from '../../services/services.tsx';
import { canSave, emptyCreatorForm, readWorkingCopy, storeWorkingCopy, type CreatorForm } from './creator-form.ts';
import { QuestionList } from './QuestionList.tsx';
import { SettingsFields } from './SettingsFields.tsx';
import { SurveyPreviewDialog } from './SurveyPreviewDialog.tsx';

type RecordRow = LiveRow<'adminSurveyRecords'>;
type Confirming = 'clear' | 'duplicate' | 'publish' | null;

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
  const [rightTab, setRightTab] = useState('preview');
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
  // Written out only while its tab is open: a long survey's JSON on every keystroke cost a few milliseconds of each.
  const json = useMemo(
    () =>
      rightTab === 'json' &&
      JSON.stringify(
        {
          id: recordId,
          key,
          publishedAt: record?.publishedAt ?? null,
          surveyContent: {
            name: form.name,
            key,
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
    [rightTab, recordId, key, record?.publishedAt, form],
  );
  const published = Boolean(record?.publishedAt);
  const version = record?.publishedVersion;

  const surveyPanel = (
    // Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes, except inside a text box, which keeps its own.
    <div className="flex flex-col gap-4" onKeyDown={(event) => historyKeys(event, dispatch)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold text-slate-900">
          <Trans>Survey Content</Trans>
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="ghost" disabled={!canUndo(history)} onClick={() => dispatch({ kind: 'undo' })}>
            {t`Undo`}
          </Button>
          <Button size="sm" variant="ghost" disabled={!canRedo(history)} onClick={() => dispatch({ kind: 'redo' })}>
            {t`Redo`}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming('clear')}>
            {t`Clear content`}
          </Button>
          {recordId ? (
            <>
              <Button size="sm" variant="secondary" disabled={saving} onClick={() => setConfirming('duplicate')}>
                {t`Duplicate content`}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={saving || !canSave(form)}
                onClick={() => setConfirming('publish')}
                className={published ? 'border-green-700 text-green-800' : undefined}
              >
                <Upload aria-hidden className={`size-4 ${published ? 'text-green-700' : 'text-slate-500'}`} />
                {published ? t`Publish content (published, version ${version})` : t`Publish content`}
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="primary" disabled={saving || !canSave(form)} onClick={() => void save()}>
            {saving ? t`Saving...` : t`Save content`}
          </Button>
        </div>
        {hasPromptGaps(form.content) ? (
          <p className="w-full text-sm text-red-700">{t`A prompt needs both its title and its text.`}</p>
        ) : null}
      </div>
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
        <Tabs
          label={t`Survey previews`}
          selectedId={rightTab}
          onChange={setRightTab}
          items={[
            {
              id: 'preview',
              label: t`Preview`,
              panel: (
                <div className="flex flex-col items-start gap-2 py-3">
                  <p className="text-slate-700">{form.displayName || t`Survey Display Name`}</p>
                  <p className="text-sm text-slate-600">{form.summary}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="primary" disabled={!preview} onClick={() => setPreviewing(true)}>
                      {t`Preview survey`}
                    </Button>
                    <Button variant="secondary" onClick={() => setLearning(true)}>
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
                  onCheckpointChange={(k, change) => editContent((c) => updateCheckpoint(c, k, change))}
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

function historyKeys(event: KeyboardEvent<HTMLElement>, dispatch: (action: HistoryAction<CreatorForm>) => void) {
  const target = event.target as HTMLElement;
  const typing =
    target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'checkbox');
  if (typing || !(event.ctrlKey || event.metaKey)) return;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) dispatch({ kind: 'undo' });
  else if ((key === 'z' && event.shiftKey) || key === 'y') dispatch({ kind: 'redo' });
  else return;
  event.preventDefault();
}

function PublishDescription({ warnings }: { warnings: readonly PublishWarning[] }) {
  const { t } = useLingui();
  const words = (warning: PublishWarning) => {
    switch (warning.kind) {
      case 'no-questions':
        return t`The survey has no questions.`;
      case 'missing-target': {
        const { from, target } = warning;
        return t`${from} branches to ${target}, which is not a question or a checkpoint.`;
      }
      case 'unreachable': {
        const key = warning.questionKey;
        return t`${key} cannot be reached from the first question.`;
      }
    }
  };
  return (
    <span className="flex flex-col gap-2">
      <span>{t`The saved survey will be published as a new version. Members keep the version they were assigned.`}</span>
      {warnings.length > 0 ? (
        <span role="status" className="flex flex-col gap-1 text-amber-900">
          <strong>{t`Warnings`}</strong>
          {warnings.map((warning, i) => (
            <span key={i} data-publish-warning={warning.kind}>
              {words(warning)}
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}
