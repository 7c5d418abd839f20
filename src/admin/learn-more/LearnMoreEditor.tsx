import { useReducer, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  addEntry,
  addSection,
  canRedo,
  canUndo,
  changeSectionType,
  duplicateLearnMore,
  emptyLearnMore,
  historyReducer,
  isLearnMoreValid,
  moveSection,
  removeSection,
  startHistory,
  updateSection,
  type History,
  type HistoryAction,
  type LearnMoreContent,
  type LearnMoreSectionType,
} from '../../../domain/index.ts';
import { Button, CheckboxField, ConfirmDialog, SelectField, TextField, useToast } from '../../../ui/index.ts';
import { useLive, useMutation, useReportLiveError } from '../../data/index.ts';
import { LearnMoreView } from '../../surveys/LearnMoreView.tsx';
import { LearnMoreEntries } from './LearnMoreEntries.tsx';
import { SortableRows } from './SortableRows.tsx';

const reducer = (history: History<LearnMoreContent>, action: HistoryAction<LearnMoreContent>) =>
  historyReducer(history, action);

/**
 * The Learn More Creator (spec part 3 sections 2, 3, 4, 5): a record's title and its sections
 * (accordion or copy; a copy section may be highlighted), their entries and copy blocks, each
 * list reordered by drag or keyboard (sections and entries by Move up / Move down too). A section keeps one entry, an entry one block. Save creates
 * when the record is new (-1) and updates otherwise; Duplicate makes a '(Copy)'; Reset clears after
 * a confirmation. Undo and Redo cover every edit.
 */
export function LearnMoreEditor() {
  const { t } = useLingui();
  const showToast = useToast();
  const records = useLive('adminLearnMoreRecords', { attempt: 0 });
  useReportLiveError(records);
  const [history, dispatch] = useReducer(reducer, undefined, () => startHistory(emptyLearnMore()));
  const content = history.present;
  const [recordId, setRecordId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [resetting, setResetting] = useState(false);
  const create = useMutation('createLearnMoreRecord');
  const update = useMutation('updateLearnMoreRecord');
  const edit = (change: (c: LearnMoreContent) => LearnMoreContent) => dispatch({ kind: 'edit', change });
  const typeWords: Record<LearnMoreSectionType, string> = { accordion: t`Accordion`, copy: t`Copy` };

  const save = async (asCopy = false) => {
    setSaving(true);
    const body = asCopy ? duplicateLearnMore(content) : content;
    const id = asCopy || !recordId ? crypto.randomUUID() : recordId;
    const ok =
      asCopy || !recordId ? await create({ id, learnMoreContent: body }) : await update({ id, learnMoreContent: body });
    setSaving(false);
    if (!ok) return;
    if (asCopy || !recordId) {
      setRecordId(id);
      if (asCopy) dispatch({ kind: 'reset', present: body });
      showToast({ tone: 'success', message: t`Learn More Record created successfully` });
    } else showToast({ tone: 'success', message: t`Learn More Record updated successfully` });
  };

  const choose = (id: string) => {
    const chosen = records.rows.find((row) => row.id === id);
    setRecordId(chosen?.id ?? null);
    dispatch({ kind: 'reset', present: chosen ? chosen.learnMoreContent : emptyLearnMore() });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold text-slate-900">{t`Learn More Content`}</h2>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="ghost" disabled={!canUndo(history)} onClick={() => dispatch({ kind: 'undo' })}>
            {t`Undo`}
          </Button>
          <Button size="sm" variant="ghost" disabled={!canRedo(history)} onClick={() => dispatch({ kind: 'redo' })}>
            {t`Redo`}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setResetting(true)}>
            {t`Reset`}
          </Button>
          {recordId ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={saving || !isLearnMoreValid(content)}
              onClick={() => void save(true)}
            >
              {t`Duplicate`}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="primary"
            disabled={saving || !isLearnMoreValid(content)}
            onClick={() => void save()}
          >
            {saving ? t`Saving...` : t`Save`}
          </Button>
        </div>
      </div>
      {records.rows.length > 0 ? (
        <SelectField
          label={t`Choose a learn more record to edit`}
          value={recordId ?? '-1'}
          options={[
            { value: '-1', label: t`None (new learn more content)` },
            ...records.rows.map((row) => ({ value: row.id, label: row.learnMoreContent.title })),
          ]}
          onChange={choose}
        />
      ) : null}
      <TextField
        label={t`Learn more title`}
        required
        value={content.title}
        maxLength={200}
        onChange={(title) => edit((c) => ({ ...c, title }))}
      />
      <SortableRows
        label={t`Sections`}
        handleLabel={(n) => t`Drag to reorder section ${n}`}
        count={content.sections.length}
        onMove={(from, to) => edit((c) => moveSection(c, from, to))}
        className="flex flex-col gap-3"
        row={(s, handle, style, ref) => {
          const section = content.sections[s]!;
          const n = s + 1;
          return (
            <li
              key={s}
              ref={ref}
              style={style}
              className={`flex flex-col gap-2 rounded-md border bg-white p-3 ${section.isHighlighted ? 'border-blue-400 bg-blue-50' : 'border-slate-300'}`}
              data-section-index={s}
            >
              <div className="flex flex-wrap items-center gap-2">
                {handle}
                <h3 className="flex-1 font-semibold">{section.title || t`Section ${n}`}</h3>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={s === 0}
                  onClick={() => edit((c) => moveSection(c, s, s - 1))}
                >
                  {t`Move section ${n} up`}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={s === content.sections.length - 1}
                  onClick={() => edit((c) => moveSection(c, s, s + 1))}
                >
                  {t`Move section ${n} down`}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => edit((c) => removeSection(c, s))}>
                  {t`Remove section ${n}`}
                </Button>
              </div>
              <div className="grid gap-2 md:grid-cols-2">
                <SelectField
                  label={t`Section ${n} type`}
                  value={section.type}
                  options={(['accordion', 'copy'] as const).map((type) => ({ value: type, label: typeWords[type] }))}
                  onChange={(type) => edit((c) => changeSectionType(c, s, type as LearnMoreSectionType))}
                />
                <TextField
                  label={t`Section ${n} title`}
                  value={section.title}
                  maxLength={200}
                  onChange={(title) => edit((c) => updateSection(c, s, { title }))}
                />
                {section.type === 'copy' ? (
                  <CheckboxField
                    label={t`Highlight section ${n}`}
                    checked={section.isHighlighted === true}
                    onChange={(isHighlighted) => edit((c) => updateSection(c, s, { isHighlighted }))}
                  />
                ) : null}
              </div>
              <LearnMoreEntries section={section} s={s} edit={edit} />
              <Button size="sm" variant="secondary" className="self-start" onClick={() => edit((c) => addEntry(c, s))}>
                {t`Add entry`}
              </Button>
            </li>
          );
        }}
      />
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => edit((c) => addSection(c, 'accordion'))}>
          {t`Add accordion section`}
        </Button>
        <Button variant="secondary" onClick={() => edit((c) => addSection(c, 'copy'))}>
          {t`Add copy section`}
        </Button>
      </div>
      <section aria-labelledby="learn-more-preview" className="rounded-md border border-slate-200 p-3">
        <h3 id="learn-more-preview" className="mb-2 font-semibold">
          {t`Preview`}
        </h3>
        <LearnMoreView content={content} />
      </section>
      <ConfirmDialog
        open={resetting}
        title={t`Reset learn more content?`}
        description={t`Unsaved changes will be lost.`}
        confirmLabel={t`Reset`}
        cancelLabel={t`Cancel`}
        onConfirm={() => {
          setResetting(false);
          setRecordId(null);
          dispatch({ kind: 'reset', present: emptyLearnMore() });
          showToast({ tone: 'success', message: t`Learn More Content reset successfully` });
        }}
        onCancel={() => setResetting(false)}
      />
    </div>
  );
}
