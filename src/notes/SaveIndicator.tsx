import { useLingui } from '@lingui/react/macro';
import type { SaveIndicatorState } from './autosave.ts';

/** The draft's save indicator (spec part 2 section 4): nothing, 'Saving draft…' or 'Draft saved', read out politely. */
export function SaveIndicator({ state }: { state: SaveIndicatorState }) {
  const { t } = useLingui();
  const text = state === 'SAVING' ? t`Saving draft…` : state === 'SAVED' ? t`Draft saved` : '';
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700" data-save-indicator={state}>
      {text}
    </p>
  );
}
