import { useLingui } from '@lingui/react/macro';
import { cx } from '../../ui/index.ts';
import type { ViewMode } from './filter-config.ts';

/** The member list's list-view / map-view switch (spec part 3 section 4), two pressed-state buttons. */
export function ViewModeSwitch({ mode, onChange }: { mode: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useLingui();
  const options: { mode: ViewMode; label: string }[] = [
    { mode: 'list-view', label: t`List` },
    { mode: 'map-view', label: t`Map` },
  ];
  return (
    <div role="group" aria-label={t`Show members as`} className="flex pb-1">
      {options.map((option, index) => (
        <button
          key={option.mode}
          type="button"
          aria-pressed={mode === option.mode}
          onClick={() => onChange(option.mode)}
          className={cx(
            'border border-slate-400 px-3 py-1.5 text-sm font-medium',
            index === 0 ? 'rounded-l' : '-ml-px rounded-r',
            mode === option.mode ? 'bg-blue-700 text-white' : 'bg-white text-slate-900 hover:bg-slate-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
