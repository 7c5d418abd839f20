import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Menu as HeadlessMenu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { cx } from './cx.ts';

export interface MenuAction {
  id: string;
  label: ReactNode;
  /** What choosing the item does; an item with `href` is a link instead. */
  onSelect?: () => void;
  /** Makes the item a link (opened in a new tab when `newTab`): middle-click and "copy link" work. */
  href?: string;
  newTab?: boolean;
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
  /**
   * Mount the menu only when the trigger is first pointed at or focused. A long table with a menu
   * per row then renders plain buttons, and each menu costs nothing until someone reaches for it.
   */
  lazy?: boolean;
}

const triggerClass = cx(
  'inline-flex items-center gap-1 rounded-md px-3 py-1.5 font-medium text-slate-900 hover:bg-slate-100',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
);

const itemClass = 'block w-full px-4 py-2 text-left text-slate-900 data-disabled:text-slate-400 data-focus:bg-blue-50 data-focus:text-blue-900';

function Chevron() {
  return (
    <svg className="size-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path d="M5.2 7.5 10 12.3l4.8-4.8 1 1L10 14.3 4.2 8.5z" />
    </svg>
  );
}

/** A trigger that looks and reads like the menu's, standing in until the menu is needed. */
function LazyMenu(props: MenuProps) {
  const [mounted, setMounted] = useState(false);
  const hadFocus = useRef(false);
  const openOnMount = useRef(false);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!mounted) return;
    const button = wrapper.current?.querySelector('button');
    // Keyboard users keep their place: the real trigger takes over the focus; an activation that
    // reached the stand-in (a fast click, Enter) is replayed on it.
    if (hadFocus.current) button?.focus();
    if (openOnMount.current) button?.click();
  }, [mounted]);
  if (mounted) return <div ref={wrapper} className="contents"><EagerMenu {...props} /></div>;
  return (
    <div className={cx('relative inline-block text-left', props.className)}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded="false"
        aria-label={props.triggerLabel}
        className={triggerClass}
        // Synchronously, so the real trigger is in place before the press that follows.
        onPointerEnter={() => flushSync(() => setMounted(true))}
        onFocus={() => {
          hadFocus.current = true;
          flushSync(() => setMounted(true));
        }}
        onClick={() => {
          openOnMount.current = true;
          setMounted(true);
        }}
      >
        {props.trigger}
        <Chevron />
      </button>
    </div>
  );
}

/**
 * A dropdown menu of actions (Headless UI): Enter, Space or the arrow keys open it, arrows move,
 * Enter picks, Escape closes and focus returns to the trigger.
 *
 * @example
 *   <Menu trigger={user.name} items={[{ id: 'logout', label: t`Log Out`, onSelect: signOut }]} />
 */
export function Menu(props: MenuProps) {
  return props.lazy ? <LazyMenu {...props} /> : <EagerMenu {...props} />;
}

function EagerMenu({ trigger, triggerLabel, items, align = 'end', className }: MenuProps) {
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
            {item.href ? (
              <a href={item.href} onClick={item.onSelect} className={itemClass} {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {item.label}
              </a>
            ) : (
              <button type="button" onClick={item.onSelect} className={itemClass}>
                {item.label}
              </button>
            )}
          </MenuItem>
        ))}
      </MenuItems>
    </HeadlessMenu>
  );
}
