import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import {
  CheckboxField,
  controlAria,
  controlClass,
  DateField,
  FieldFrame,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
  useFieldIds,
} from '../../ui/index.ts';
import { isQuestionRequired, promptOf, type SurveyPrompt, type SurveyQuestion } from '../../domain/index.ts';
import type { AnswerDraft } from './survey-answers.ts';

export interface SurveyQuestionFieldProps {
  question: SurveyQuestion;
  draft: AnswerDraft;
  onChange: (draft: AnswerDraft) => void;
  error?: string;
  /** yyyy-MM-dd bounds of a date question (its offsets from today). */
  dateBounds?: { min?: string; max?: string };
}

/**
 * One survey question as its type asks (part 2 section 3): free text, a number or slider, one
 * option (radio, select), several (checkbox), a date or date and time; an info question only
 * shows its text. The question's text is the field's label, its prompt the field's hint; a chosen
 * option's prompt shows below it.
 */
export function SurveyQuestionField(props: SurveyQuestionFieldProps) {
  const { question, draft } = props;
  const chosen = (question.options ?? []).flatMap((option) => {
    const prompt = draft.optionIds.includes(option.id) ? promptOf(option.prompt) : null;
    return prompt ? [{ id: option.id, prompt }] : [];
  });
  if (chosen.length === 0) return <QuestionControl {...props} />;
  return (
    <div className="flex flex-col gap-2">
      <QuestionControl {...props} />
      {chosen.map(({ id, prompt }) => (
        <p key={id} className="rounded-md bg-sky-50 px-3 py-2 text-sm text-slate-800" data-option-prompt={id}>
          <PromptWords prompt={prompt} />
        </p>
      ))}
    </div>
  );
}

/** A prompt's title (when it has one) and text. */
function PromptWords({ prompt }: { prompt: SurveyPrompt }) {
  return (
    <>
      {prompt.title.trim() ? <strong className="font-semibold">{prompt.title} </strong> : null}
      {prompt.text}
    </>
  );
}

function QuestionControl({ question, draft, onChange, error, dateBounds }: SurveyQuestionFieldProps) {
  const { t } = useLingui();
  const errorId = useId();
  const label = question.text;
  const required = isQuestionRequired(question);
  const prompt = promptOf(question.prompt);
  const hint = prompt ? <PromptWords prompt={prompt} /> : undefined;
  const text = (value: string) => onChange({ optionIds: [], text: value });
  const options = question.options ?? [];

  switch (question.type) {
    case 'info':
      return <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">{question.text}</p>;
    case 'textarea':
      return (
        <TextareaField
          label={label}
          hint={hint}
          required={required}
          error={error}
          value={draft.text}
          onChange={text}
          placeholder={question.placeholder ?? undefined}
          maxLength={5000}
        />
      );
    case 'number':
      return (
        <TextField
          label={label}
          hint={hint}
          required={required}
          error={error}
          value={draft.text}
          onChange={text}
          inputMode="decimal"
          placeholder={question.placeholder ?? undefined}
        />
      );
    case 'slider':
      return (
        <NativeQuestionInput label={label} hint={hint} required={required} error={error}>
          {(aria) => (
            <div className="flex items-center gap-3">
              <input
                {...controlAria(aria)}
                type="range"
                min={question.min ?? 0}
                max={question.max ?? 10}
                step={1}
                value={draft.text === '' ? (question.min ?? 0) : Number(draft.text)}
                onChange={(event) => text(event.target.value)}
                className="w-full"
              />
              <output htmlFor={aria.id} className="w-12 text-right text-sm tabular-nums">
                {draft.text === '' ? t`None` : draft.text}
              </output>
            </div>
          )}
        </NativeQuestionInput>
      );
    case 'select':
      return (
        <SelectField
          label={label}
          hint={hint}
          required={required}
          error={error}
          value={draft.optionIds[0] ?? ''}
          onChange={(value) => onChange({ optionIds: value ? [value] : [], text: '' })}
          options={options.map((option) => ({ value: option.id, label: option.text }))}
          placeholder={t`Choose an answer`}
        />
      );
    case 'radio':
      return (
        <RadioGroupField
          label={label}
          hint={hint}
          required={required}
          error={error}
          value={draft.optionIds[0] ?? null}
          onChange={(value) => onChange({ optionIds: [value], text: '' })}
          options={options.map((option) => ({ value: option.id, label: option.text }))}
        />
      );
    case 'checkbox':
    case 'multiselect':
      return (
        <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-800">
            {label}
            {required ? <span aria-hidden="true"> *</span> : null}
          </legend>
          {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
          {options.map((option) => (
            <CheckboxField
              key={option.id}
              label={option.text}
              checked={draft.optionIds.includes(option.id)}
              onChange={(checked) =>
                onChange({
                  optionIds: checked
                    ? [...draft.optionIds, option.id]
                    : draft.optionIds.filter((id) => id !== option.id),
                  text: '',
                })
              }
            />
          ))}
          {error ? (
            <p id={errorId} className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </fieldset>
      );
    case 'date':
      return (
        <DateField
          label={label}
          hint={hint}
          required={required}
          error={error}
          value={draft.text.slice(0, 10)}
          onChange={text}
          min={dateBounds?.min}
          max={dateBounds?.max}
        />
      );
    case 'date-time':
      return (
        <NativeQuestionInput label={label} hint={hint} required={required} error={error}>
          {(aria) => (
            <input
              {...controlAria(aria)}
              type="datetime-local"
              value={draft.text.slice(0, 16)}
              onChange={(event) => text(event.target.value)}
              className={controlClass(Boolean(error))}
            />
          )}
        </NativeQuestionInput>
      );
    case 'text':
      return (
        <TextField
          label={label}
          hint={hint}
          required={required}
          error={error}
          value={draft.text}
          onChange={text}
          placeholder={question.placeholder ?? undefined}
          maxLength={5000}
        />
      );
  }
}

/** A labelled native input the kit has no field for (a range, a date and time), wired like the kit's. */
function NativeQuestionInput({
  label,
  hint,
  required,
  error,
  children,
}: {
  label: string;
  hint?: ReactNode;
  required: boolean;
  error?: string;
  children: (aria: ReturnType<typeof useFieldIds>) => ReactNode;
}) {
  const aria = useFieldIds({ hint, error, required });
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} aria={aria}>
      {children(aria)}
    </FieldFrame>
  );
}
