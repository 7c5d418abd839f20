import { useLingui } from '@lingui/react/macro';
import { ADMIN_USER_MESSAGES } from '../../../domain/index.ts';
import { useLive } from '../../data/index.ts';
import type { UserWords } from './use-user-words.ts';

/**
 * The numbers a resourcing base offers now (spec part 3 sections 5, 7): the one the new user will
 * get, or the spec's message when there is none. Announced politely as the base is typed.
 */
export function AvailableNumbers({ base, words }: { base: string; words: UserWords }) {
  const { t } = useLingui();
  const offered = useLive('availableResourcingNumbers', { baseNumber: base });
  const numbers = offered.rows[0]?.numbers;
  let text: string;
  if (offered.status === 'error') text = t`The available numbers could not be loaded.`;
  else if (!numbers) text = t`Looking for available numbers…`;
  else if (!numbers.length) text = words.message(ADMIN_USER_MESSAGES.noAvailableNumber);
  else {
    const first = numbers[0];
    text = t`The user will get ${first}.`;
  }
  return (
    <p role="status" className={numbers && !numbers.length ? 'text-sm text-red-800' : 'text-sm text-slate-700'}>
      {text}
    </p>
  );
}
