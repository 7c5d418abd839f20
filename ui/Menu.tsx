import type { ReactNode } from 'react';
import { Menu as HeadlessMenu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { cx } from './cx.ts';

export interface MenuAction {
  id: string;
  label: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
}

export interface MenuProps {
  /** What the trigger button shows (a name, an icon with an sr-only label ...). */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text enough on its own. */
  triggerLabel?: string;
  items: readonly MenuAction[];
  /** Which edge of the trigger the list lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A dropdown menu of actions (Headless UI): Enter, Space or the arrow keys open it, arrows move,
 * Enter picks, Escape closes and focus returns to the trigger.
 *
 * @example
 *   <Menu trigger={user.name} items={[{ id: 'logout', label: t`Log Out`, onSelect: signOut }]} />
 */
export function Menu({ trigger, triggerLabel, items, align = 'end', className }: MenuProps) {
  return (
    <HeadlessMenu as="div" className={cx('relative inline-block text-left', className)}>
      <MenuButton
        aria-label={triggerLabel}
        className={cx(
          'inline-flex items-center gap-1 rounded-md px-3 py-1.5 font-medium text-slate-900 hover:bg-slate-100',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
        )}
      >
        {trigger}
        <svg className="size-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path d="M5.2 7.5 10 12.3l4.8-4.8 1 1L10 14.3 4.2 8.5z" />
        </svg>
      </MenuButton>
      <MenuItems
        anchor={align === 'end' ? 'bottom end' : 'bottom start'}
        className="z-40 mt-1 min-w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
      >
        {items.map((item) => (
          <MenuItem key={item.id} disabled={item.disabled ?? false}>
            <button
              type="button"
              onClick={item.onSelect}
              className="block w-full px-4 py-2 text-left text-slate-900 data-disabled:text-slate-400 data-focus:bg-blue-50 data-focus:text-blue-900"
            >
              {item.label}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </HeadlessMenu>
  );
}
