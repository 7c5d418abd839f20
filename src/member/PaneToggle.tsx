import { useLingui } from '@lingui/react/macro';
import { cx } from '../../ui/index.ts';

export type MemberPane = 'feed' | 'profile';

/**
 * Below 870 px the page shows one side at a time (spec part 1 sections 2 and 9): this toggle
 * switches between the Activity feed and the Member profile. The caller hides it on wider screens.
 */
export function PaneToggle({
  value,
  onChange,
  className,
}: {
  value: MemberPane;
  onChange: (pane: MemberPane) => void;
  className?: string;
}) {
  const { t } = useLingui();
  const options: { id: MemberPane; label: string }[] = [
    { id: 'feed', label: t`Activity feed` },
    { id: 'profile', label: t`Member profile` },
  ];
  return (
    <div
      role="group"
      aria-label={t`Show`}
      className={cx('inline-flex self-start rounded-md border border-slate-400 bg-white p-0.5', className)}
    >
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          aria-pressed={value === option.id}
          onClick={() => onChange(option.id)}
          className={cx(
            'rounded px-3 py-1.5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
            value === option.id ? 'bg-blue-700 text-white' : 'text-slate-800 hover:bg-slate-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
