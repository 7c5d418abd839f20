import { useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { cx } from './cx.ts';
import { loadOnce } from './load-once.ts';
import { Chevron, triggerClass, type MenuProps } from './menu-parts.tsx';

export type { MenuAction, MenuProps } from './menu-parts.tsx';

type Popup = ComponentType<MenuProps>;

const loadPopup = loadOnce(async (): Promise<Popup> => (await import('./MenuPopup.tsx')).MenuPopup);

/**
 * Fetches the menu's working part (`MenuPopup.tsx`, about 20 kB gzip), once; a failure is
 * forgotten, so the next reach tries again. Screens call it when the page is idle, so a menu is
 * ready before anyone reaches for it.
 */ export const preloadMenu = (): Promise<Popup> => loadPopup();

/**
 * A dropdown menu of actions (Headless UI): Enter, Space or the arrow keys open it, arrows move,
 * Enter picks, Escape closes and focus returns to the trigger.
 *
 * Until the working menu is needed (`lazy`: first pointed at or focused; otherwise at once) and
 * fetched (`preloadMenu`), a stand-in that looks and reads like its trigger takes its place, so
 * the screens of the first load carry none of it (issue #13).
 *
 * @example
 *   <Menu trigger={user.name} items={[{ id: 'logout', label: t`Log Out`, onSelect: signOut }]} />
 */
export function Menu(props: MenuProps) {
  const [Real, setReal] = useState<Popup | undefined>(() => (props.lazy ? undefined : loadPopup.loaded));
  const hadFocus = useRef(false);
  const openOnMount = useRef(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const live = useRef(true);
  // A press on the stand-in (pointer down, not yet clicked) must end on it: swapping it out between
  // the press and its click sends the click to the row behind it, and the menu never opens.
  const pressing = useRef(false);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  /** The working menu takes over: at once when fetched (`sync`: before the press that follows), else when it arrives. */
  const reach = (sync: boolean) => {
    if (pressing.current) return;
    const loaded = loadPopup.loaded;
    if (loaded) {
      if (sync) flushSync(() => setReal(() => loaded));
      else setReal(() => loaded);
      return;
    }
    preloadMenu().then(
      (component) => {
        // Mid-press, the click that ends the press takes over (it reaches again).
        if (!live.current || pressing.current) return;
        // The focus comes along only if it is still on the stand-in: the user may have moved on meanwhile.
        hadFocus.current = document.activeElement === standIn.current;
        // Swapped now, before the next input event: a render left to React's scheduler could land
        // between a press on the stand-in and its release, and the click, its press and release on
        // two different buttons, would reach neither (a row's menu that did not open on a click).
        flushSync(() => setReal(() => component));
      },
      // Offline, say: the stand-in stays, and the next reach tries again.
      () => undefined,
    );
  };

  useEffect(() => {
    if (!props.lazy && !Real) reach(false);
    // Once, on mount: a menu that is not lazy is wanted from the start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!Real) return;
    const button = wrapper.current?.querySelector('button');
    // Keyboard users keep their place: the real trigger takes over the focus; an activation that
    // reached the stand-in (a fast click, Enter) is replayed on it. The focus moves without
    // scrolling: the reader may have scrolled the stand-in away while the menu was fetched, and
    // the view must not jump back to it.
    if (hadFocus.current) button?.focus({ preventScroll: true });
    if (openOnMount.current) button?.click();
    hadFocus.current = false;
    openOnMount.current = false;
  }, [Real]);

  if (Real) {
    return (
      <div ref={wrapper} className="contents">
        <Real {...props} />
      </div>
    );
  }
  return (
    <div className={cx('relative inline-block text-left', props.className)}>
      <button
        ref={standIn}
        type="button"
        aria-haspopup="menu"
        aria-expanded="false"
        aria-label={props.triggerLabel}
        className={triggerClass}
        onPointerEnter={() => reach(true)}
        onFocus={() => {
          hadFocus.current = true;
          reach(true);
        }}
        onPointerDown={() => {
          pressing.current = true;
        }}
        // A press dragged off the stand-in never clicks it: the next reach must not wait for that click.
        onPointerLeave={() => {
          pressing.current = false;
        }}
        onClick={() => {
          pressing.current = false;
          openOnMount.current = true;
          reach(false);
        }}
      >
        {props.trigger}
        <Chevron />
      </button>
    </div>
  );
}
