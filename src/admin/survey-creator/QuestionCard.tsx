import { memo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  addOption,
  CHOICE_TYPES,
  changeQuestionType,
  CREATOR_QUESTION_TYPES,
  removeOption,
  updateOption,
  type QuestionType,
  type SurveyOption,
  type SurveyQuestion,
} from '../../../domain/index.ts';
import { Button, CheckboxField, NumberField, SelectField, TextareaField, TextField } from '../../../ui/index.ts';
import type { FieldOption } from '../../../ui/index.ts';
import { PromptFields } from './PromptFields.tsx';

export interface QuestionCardProps {
  question: SurveyQuestion;
  index: number;
  count: number;
  /** Questions and checkpoints a branch may go to. */
  targets: readonly FieldOption[];
  /** The needs issues an option may point to (offered to the guide when the survey is submitted). */
  needIssues: readonly FieldOption[];
  onChange: (key: string, question: SurveyQuestion) => void;
  onDelete: (key: string) => void;
  onMove: (from: number, to: number) => void;
}

/**
 * One question of the creator's list: a drag handle (pointer or keyboard: Space, arrows, Space),
 * Move up and Move down, collapse and delete, and every field of the question and its options
 * (part 3 section 3). Memoised: an edit to one question re-renders that card only.
 */
export const QuestionCard = memo(function QuestionCard({
  question,
  index,
  count,
  targets,
  needIssues,
  onChange,
  onDelete,
  onMove,
}: QuestionCardProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(true);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: question.key,
  });
  const n = index + 1;
  const title = question.text.trim() || t`Question ${n}`;
  const set = (change: Partial<SurveyQuestion>) => onChange(question.key, { ...question, ...change });
  const others = targets.filter((target) => target.value !== question.key);
  const typeWords: Record<(typeof CREATOR_QUESTION_TYPES)[number], string> = {
    text: t`Text`,
    textarea: t`Text area`,
    checkbox: t`Checkbox`,
    date: t`Date`,
    select: t`Select`,
    multiselect: t`Multi-select`,
    radio: t`Radio`,
  };
  const hasOptions = CHOICE_TYPES.includes(question.type) || question.type === 'multiselect';
  const option = (o: SurveyOption, change: Partial<SurveyOption>) =>
    onChange(question.key, updateOption(question, o.id, change));

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-md border border-slate-300 bg-white p-3 ${isDragging ? 'shadow-lg' : ''}`}
      data-question={question.key}
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t`Drag to reorder ${title}`}
          className="cursor-grab rounded px-2 py-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-blue-600"
        >
          ⠿
        </button>
        <h3 className="min-w-0 flex-1 truncate font-semibold text-slate-900">{title}</h3>
        <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => onMove(index, index - 1)}>
          {t`Move up`}
        </Button>
        <Button size="sm" variant="ghost" disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
          {t`Move down`}
        </Button>
        <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t`Collapse` : t`Expand`}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onDelete(question.key)} aria-label={t`Delete ${title}`}>
          {t`Delete`}
        </Button>
      </div>
      {open ? (
        <div className="mt-3 grid gap-3 md:grid-cols-2">
          <TextField label={t`Question key`} value={question.key} onChange={() => undefined} readOnly />
          <SelectField
            label={t`Question type`}
            value={question.type}
            options={CREATOR_QUESTION_TYPES.map((type) => ({ value: type, label: typeWords[type] }))}
            onChange={(type) => onChange(question.key, changeQuestionType(question, type as QuestionType))}
          />
          <TextField
            label={t`Question title`}
            value={question.title ?? ''}
            onChange={(title) => set({ title })}
            maxLength={2000}
          />
          <TextareaField
            label={t`Question text`}
            value={question.text}
            onChange={(text) => set({ text })}
            rows={2}
            maxLength={2000}
          />
          <PromptFields
            prompt={question.prompt}
            labels={{ title: t`Prompt title`, text: t`Prompt text` }}
            onChange={(prompt) => set({ prompt })}
          />
          <div className="flex flex-col gap-2">
            <CheckboxField
              label={t`Required`}
              checked={question.isRequired !== false}
              onChange={(isRequired) => set({ isRequired })}
            />
            <SelectField
              label={t`Next question`}
              value={question.nextQuestionKey ?? ''}
              placeholder={t`The next in order`}
              options={others}
              disabled={count <= 1}
              onChange={(key) => set({ nextQuestionKey: key || null })}
            />
          </div>
          {question.type === 'date' ? (
            <>
              <NumberField
                label={t`Earliest date (days from today)`}
                value={question.validation?.minDateOffset ?? null}
                onChange={(minDateOffset) => set({ validation: { ...question.validation, minDateOffset } })}
              />
              <NumberField
                label={t`Latest date (days from today)`}
                value={question.validation?.maxDateOffset ?? null}
                onChange={(maxDateOffset) => set({ validation: { ...question.validation, maxDateOffset } })}
              />
              <CheckboxField
                label={t`Action taken date`}
                checked={question.isActionTakenDateQuestion === true}
                onChange={(isActionTakenDateQuestion) => set({ isActionTakenDateQuestion })}
              />
              <CheckboxField
                label={t`Expected completion date`}
                checked={question.isExpectedCompletionDateQuestion === true}
                onChange={(isExpectedCompletionDateQuestion) => set({ isExpectedCompletionDateQuestion })}
              />
            </>
          ) : null}
          {hasOptions ? (
            <fieldset className="flex flex-col gap-3 md:col-span-2">
              <legend className="font-semibold text-slate-900">{t`Options`}</legend>
              {(question.options ?? []).map((o, i) => {
                const m = i + 1;
                return (
                  <div
                    key={o.id}
                    className="grid gap-2 rounded border border-slate-200 p-2 md:grid-cols-2"
                    data-option={o.id}
                  >
                    <TextField
                      label={t`Option ${m} text`}
                      value={o.text}
                      onChange={(text) => option(o, { text })}
                      maxLength={2000}
                    />
                    <SelectField
                      label={t`Option ${m} next question`}
                      value={o.nextQuestionKey ?? ''}
                      placeholder={t`The question's next`}
                      options={others}
                      disabled={count <= 1}
                      onChange={(key) => option(o, { nextQuestionKey: key || null })}
                    />
                    <SelectField
                      label={t`Option ${m} need`}
                      value={o.needIssueKey ?? ''}
                      placeholder={t`No need`}
                      options={needIssues}
                      onChange={(key) => option(o, { needIssueKey: key || null })}
                    />
                    <PromptFields
                      prompt={o.prompt}
                      labels={{ title: t`Option ${m} prompt title`, text: t`Option ${m} prompt text` }}
                      onChange={(prompt) => option(o, { prompt })}
                    />
                    <div className="flex flex-wrap gap-3 md:col-span-2">
                      <CheckboxField
                        label={t`Already completed`}
                        checked={o.isAlreadyCompletedOption === true}
                        onChange={(v) => option(o, { isAlreadyCompletedOption: v })}
                      />
                      <CheckboxField
                        label={t`Completed with Reema`}
                        checked={o.isCompletedWithReemaOption === true}
                        onChange={(v) => option(o, { isCompletedWithReemaOption: v })}
                      />
                      <CheckboxField
                        label={t`Refusal`}
                        checked={o.isRefusalOption === true}
                        onChange={(v) => option(o, { isRefusalOption: v })}
                      />
                      <CheckboxField
                        label={t`Verification`}
                        checked={o.isVerificationOption === true}
                        onChange={(v) => option(o, { isVerificationOption: v })}
                      />
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => onChange(question.key, removeOption(question, o.id))}
                      >
                        {t`Remove option ${m}`}
                      </Button>
                    </div>
                  </div>
                );
              })}
              <Button
                size="sm"
                variant="secondary"
                className="self-start"
                onClick={() => onChange(question.key, addOption(question))}
              >
                {t`Add option`}
              </Button>
            </fieldset>
          ) : null}
        </div>
      ) : null}
    </li>
  );
});
