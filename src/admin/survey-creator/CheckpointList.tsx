import { useLingui } from '@lingui/react/macro';
import { CHECKPOINT_MAX_DUE_OFFSET_DAYS, type SurveyCheckpoint } from '../../../domain/index.ts';
import { Button, CheckboxField, NumberField, SelectField, TextareaField, TextField } from '../../../ui/index.ts';

export interface CheckpointListProps {
  checkpoints: readonly SurveyCheckpoint[];
  /** Where a checkpoint's Next may lead. */
  questionKeys: readonly string[];
  onAdd: () => void;
  onChange: (key: string, change: Partial<SurveyCheckpoint>) => void;
  onDelete: (key: string) => void;
}

/**
 * The survey's checkpoints (part 3 "Question": checkpoint title, message, summary, due offset in
 * days, completion). A question or an option branches to one by its key; a completion checkpoint
 * ends the survey; another pauses it, and its Next leads to the question chosen here (a later one,
 * or an earlier one to ask again), else on in order.
 */
export function CheckpointList({ checkpoints, questionKeys, onAdd, onChange, onDelete }: CheckpointListProps) {
  const { t } = useLingui();
  const questions = questionKeys.map((key) => ({ value: key, label: key }));
  return (
    <section aria-labelledby="creator-checkpoints" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="creator-checkpoints" className="text-lg font-semibold text-slate-900">
          {t`Checkpoints`}
        </h2>
        <Button size="sm" variant="secondary" onClick={onAdd}>
          {t`Add checkpoint`}
        </Button>
      </div>
      <ul className="flex flex-col gap-3">
        {checkpoints.map((checkpoint) => {
          const key = checkpoint.key;
          return (
            <li
              key={key}
              className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 md:grid-cols-2"
              data-checkpoint={key}
            >
              <p className="font-semibold text-slate-900 md:col-span-2">{checkpoint.title || key}</p>
              <TextField
                label={t`Checkpoint title (${key})`}
                value={checkpoint.title}
                onChange={(title) => onChange(key, { title })}
                maxLength={2000}
              />
              <TextareaField
                label={t`Checkpoint message (${key})`}
                value={checkpoint.message}
                onChange={(message) => onChange(key, { message })}
                rows={2}
                maxLength={2000}
              />
              <TextareaField
                label={t`Checkpoint summary (${key})`}
                value={checkpoint.summary ?? ''}
                onChange={(summary) => onChange(key, { summary: summary || null })}
                rows={2}
                maxLength={2000}
              />
              <NumberField
                label={t`Due date offset in days (${key})`}
                hint={t`A survey paused here is due this many days later; 0 keeps its due date.`}
                value={checkpoint.dueDateOffsetDays ?? 0}
                step={1}
                min={0}
                max={CHECKPOINT_MAX_DUE_OFFSET_DAYS}
                onChange={(days) => onChange(key, { dueDateOffsetDays: dueOffset(days) })}
              />
              <CheckboxField
                label={t`Completes the survey (${key})`}
                checked={checkpoint.isCompletionCheckpoint}
                onChange={(isCompletionCheckpoint) => onChange(key, { isCompletionCheckpoint })}
              />
              {checkpoint.isCompletionCheckpoint ? null : (
                <SelectField
                  label={t`Next leads to (${key})`}
                  value={checkpoint.nextQuestionKey ?? ''}
                  placeholder={t`The next in order`}
                  options={questions}
                  onChange={(next) => onChange(key, { nextQuestionKey: next || null })}
                />
              )}
              <Button size="sm" variant="ghost" className="self-start" onClick={() => onDelete(key)}>
                {t`Delete checkpoint ${key}`}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A typed offset as stored: a whole number of days from 0 to the limit (empty is 0). */
const dueOffset = (days: number | null) =>
  days === null ? 0 : Math.min(Math.max(Math.trunc(days), 0), CHECKPOINT_MAX_DUE_OFFSET_DAYS);
