import { Menu as HeadlessMenu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { MouseEvent } from 'react';
import { cx } from './cx.ts';
import { Chevron, triggerClass, type MenuAction, type MenuProps } from './menu-parts.tsx';

const itemClass =
  'block w-full px-4 py-2 text-left text-slate-900 data-disabled:text-slate-400 data-focus:bg-blue-50 data-focus:text-blue-900';

/**
 * A plain click on a link item with `onSelect` runs it instead of loading the page (an in-app
 * route). Headless UI skips its own click handling once the default is prevented, so the menu is
 * closed here.
 */
function followLink(event: MouseEvent<HTMLAnchorElement>, item: MenuAction, close: () => void) {
  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (!item.onSelect || !plain || item.newTab) return;
  event.preventDefault();
  close();
  item.onSelect();
}

/**
 * The working menu (Headless UI's, with its positioning): a module of its own, which `Menu.tsx`
 * fetches, since with @floating-ui and react-aria it weighs about 20 kB gzip (issue #13).
 */
export function MenuPopup({ trigger, triggerLabel, items, align = 'end', className }: MenuProps) {
  return (
    <HeadlessMenu as="div" className={cx('relative inline-block text-left', className)}>
      <MenuButton aria-label={triggerLabel} className={triggerClass}>
        {trigger}
        <Chevron />
      </MenuButton>
      <MenuItems
        anchor={align === 'end' ? 'bottom end' : 'bottom start'}
        className="z-40 mt-1 min-w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
      >
        {items.map((item) => (
          <MenuItem key={item.id} disabled={item.disabled ?? false}>
            {({ close }) =>
              item.href ? (
                <a
                  href={item.href}
                  onClick={(event) => followLink(event, item, close)}
                  className={itemClass}
                  {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {item.label}
                </a>
              ) : (
                <button type="button" onClick={item.onSelect} className={itemClass}>
                  {item.label}
                </button>
              )
            }
          </MenuItem>
        ))}
      </MenuItems>
    </HeadlessMenu>
  );
}
