import { useLingui } from '@lingui/react/macro';
import { promptEdit, promptGap, promptOf, type SurveyPrompt } from '../../../domain/index.ts';
import { TextareaField, TextField } from '../../../ui/index.ts';

export interface PromptFieldsProps {
  prompt: SurveyPrompt | string | null | undefined;
  /** The fields' labels: a question's prompt, or an option's ('Option 2 prompt title'). */
  labels: { title: string; text: string };
  onChange: (prompt: SurveyPrompt | null) => void;
}

/**
 * A prompt for the guide, a title and a text (part 3 "Question" and "Option"): each is required
 * once the other is written, and the missing one says so inline as the admin types.
 */
export function PromptFields({ prompt, labels, onChange }: PromptFieldsProps) {
  const { t } = useLingui();
  const value = promptOf(prompt) ?? { title: '', text: '' };
  const gap = promptGap(prompt);
  const change = (part: Partial<SurveyPrompt>) => onChange(promptEdit({ ...value, ...part }));
  return (
    <>
      <TextField
        label={labels.title}
        value={value.title}
        onChange={(title) => change({ title })}
        error={gap === 'title' ? t`Prompt title is required` : undefined}
        maxLength={2000}
      />
      <TextareaField
        label={labels.text}
        value={value.text}
        onChange={(text) => change({ text })}
        error={gap === 'text' ? t`Prompt text is required` : undefined}
        rows={2}
        maxLength={2000}
      />
    </>
  );
}
