import { useLingui } from '@lingui/react/macro';
import { updateOption, type SurveyCheckpoint, type SurveyDraft, type SurveyQuestion } from '../../../domain/index.ts';
import { CheckboxField, SelectField } from '../../../ui/index.ts';

export interface LogicViewProps {
  content: SurveyDraft;
  onQuestionChange: (key: string, question: SurveyQuestion) => void;
  onCheckpointChange: (key: string, change: Partial<SurveyCheckpoint>) => void;
}

/**
 * Every branch and checkpoint of the draft in one place (issue #34's Logic view): each question's
 * next question and each option's, whether a checkpoint completes the survey, and where the Next
 * of one that does not leads. The edits are the list's own (one history, the same JSON), so this
 * view and the question cards never disagree.
 */
export function LogicView({ content, onQuestionChange, onCheckpointChange }: LogicViewProps) {
  const { t } = useLingui();
  const questionTargets = content.questions.map((q) => ({ value: q.key, label: q.key }));
  const targets = [
    ...questionTargets,
    ...content.checkpoints.map((c) => ({ value: c.key, label: c.title ? `${c.key}: ${c.title}` : c.key })),
  ];
  if (content.questions.length === 0 && content.checkpoints.length === 0)
    return <p className="py-3 text-slate-600">{t`No branches or checkpoints yet.`}</p>;
  return (
    <div className="flex flex-col gap-4 py-3">
      <table className="w-full text-sm">
        <caption className="text-left font-semibold text-slate-900">{t`Branches`}</caption>
        <thead>
          <tr className="text-left text-slate-700">
            <th scope="col">{t`From`}</th>
            <th scope="col">{t`Goes to`}</th>
          </tr>
        </thead>
        <tbody>
          {content.questions.flatMap((question) => {
            const others = targets.filter((target) => target.value !== question.key);
            const from = question.key;
            return [
              <tr key={from} className="border-t border-slate-200">
                <th scope="row" className="py-1 pr-2 text-left font-medium">
                  {from}
                </th>
                <td>
                  <SelectField
                    label={t`${from} goes to`}
                    value={question.nextQuestionKey ?? ''}
                    placeholder={t`The next in order`}
                    options={others}
                    onChange={(key) => onQuestionChange(from, { ...question, nextQuestionKey: key || null })}
                  />
                </td>
              </tr>,
              ...(question.options ?? []).map((option) => {
                const words = option.text || option.id;
                return (
                  <tr key={`${from}/${option.id}`}>
                    <th scope="row" className="py-1 pr-2 pl-4 text-left font-normal">
                      {t`${from}, option ${words}`}
                    </th>
                    <td>
                      <SelectField
                        label={t`${from}, option ${words} goes to`}
                        value={option.nextQuestionKey ?? ''}
                        placeholder={t`The question's next`}
                        options={others}
                        onChange={(key) =>
                          onQuestionChange(from, updateOption(question, option.id, { nextQuestionKey: key || null }))
                        }
                      />
                    </td>
                  </tr>
                );
              }),
            ];
          })}
        </tbody>
      </table>
      {content.checkpoints.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t`Checkpoints`}>
          {content.checkpoints.map((checkpoint) => {
            const key = checkpoint.key;
            const title = checkpoint.title || key;
            return (
              <li key={key} className="flex flex-wrap items-end gap-4">
                <CheckboxField
                  label={t`${title} completes the survey`}
                  checked={checkpoint.isCompletionCheckpoint}
                  onChange={(isCompletionCheckpoint) => onCheckpointChange(key, { isCompletionCheckpoint })}
                />
                {checkpoint.isCompletionCheckpoint ? null : (
                  <SelectField
                    label={t`${title}: Next leads to`}
                    value={checkpoint.nextQuestionKey ?? ''}
                    placeholder={t`The next in order`}
                    options={questionTargets}
                    onChange={(next) => onCheckpointChange(key, { nextQuestionKey: next || null })}
                  />
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
