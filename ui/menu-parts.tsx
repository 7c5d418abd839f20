import type { ReactNode } from 'react';
import { cx } from './cx.ts';

/** What the menu's trigger and its working part (`MenuPopup.tsx`) share: props, the trigger's look. */
export interface MenuAction {
  id: string;
  label: ReactNode;
  /**
   * What choosing the item does. With `href` too, the item is a link whose plain click runs this
   * instead of loading the page: an in-app route, followed by the screen's router without reloading
   * the app, while a middle-click, a modified click or "copy link" still use the link.
   */
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

export const triggerClass = cx(
  'inline-flex items-center gap-1 rounded-md px-3 py-1.5 font-medium text-slate-900 hover:bg-slate-100',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
);

export function Chevron() {
  return (
    <svg className="size-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path d="M5.2 7.5 10 12.3l4.8-4.8 1 1L10 14.3 4.2 8.5z" />
    </svg>
  );
}
