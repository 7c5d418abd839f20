import { useLingui } from '@lingui/react/macro';
import { Banner, Button } from '../../../ui/index.ts';
import { useLive } from '../../data/index.ts';
import type { UserWords } from './use-user-words.ts';

/**
 * A bulk operation's outcome (spec part 3 sections 4, 8): all, some or none succeeded, in the
 * spec's words and tone, with the per-user detail list (who failed, and why). Read live from the
 * change that confirmed the write.
 */
export function BulkOutcome({
  id,
  nameOf,
  words,
  onDismiss,
}: {
  id: string;
  nameOf: (userId: string) => string | undefined;
  words: UserWords;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  const outcome = useLive('adminBulkOperation', { id }).rows[0];
  if (!outcome) return null;
  const { successCount: n, failureCount: m } = outcome;
  const tone = m === 0 ? 'info' : n === 0 ? 'error' : 'warning';
  const message =
    m === 0
      ? t`Successfully processed ${n} user(s)`
      : n === 0
        ? t`All operations failed. Check details for more information.`
        : t`Processed ${n} user(s) successfully, ${m} failed. Check details for more information.`;
  return (
    <div>
      <Banner
        tone={tone}
        action={
          <Button size="sm" variant="secondary" onClick={onDismiss}>
            {t`Dismiss`}
          </Button>
        }
      >
        <p className="font-medium">{message}</p>
        <details className="mt-1">
          <summary className="cursor-pointer">{t`Details`}</summary>
          <ul className="mt-1 list-disc pl-5">
            {outcome.results.map((result) => {
              const name = result.name || nameOf(result.userId) || t`Unknown user`;
              const reason = words.message(result.message ?? '');
              return <li key={result.userId}>{result.success ? t`${name}: done` : t`${name}: failed (${reason})`}</li>;
            })}
          </ul>
        </details>
      </Banner>
    </div>
  );
}
