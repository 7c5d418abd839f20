import { useLingui } from '@lingui/react/macro';
import type { PublishWarning } from '../../../domain/index.ts';

/** The publish confirmation's words: a new version for members assigned from now on, and the draft's warnings. */
export function PublishDescription({ warnings }: { warnings: readonly PublishWarning[] }) {
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
