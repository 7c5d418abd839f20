// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Menu, preloadMenu } from './Menu.tsx';

afterEach(cleanup);

describe('Menu before its working part is fetched', () => {
  // A fresh Menu module per test: the working menu (MenuPopup.tsx), once fetched, is remembered
  // module-wide, and the tests below fetch it; this way the order the tests run in does not matter.
  let Menu: typeof import('./Menu.tsx').Menu;
  beforeEach(async () => {
    vi.resetModules();
    ({ Menu } = await import('./Menu.tsx'));
  });

  it('keeps a click on the stand-in and opens the menu once it arrives, focus on the real trigger', async () => {
    let picked = 0;
    render(
      <Menu
        lazy
        trigger="⋯"
        triggerLabel="Actions for Ana"
        items={[{ id: 'a', label: 'Delete event', onSelect: () => picked++ }]}
      />,
    );
    const standIn = screen.getByRole('button', { name: 'Actions for Ana' });
    await act(async () => {
      standIn.focus();
      fireEvent.click(standIn);
    });
    const item = await screen.findByRole('menuitem', { name: 'Delete event' });
    const real = screen.getByRole('button', { name: 'Actions for Ana' });
    expect(real.id).not.toBe('');
    expect(real.getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      fireEvent.click(item);
    });
    expect(picked).toBe(1);
  });

  it('opens when the working part arrives between the press and its click (the press ends on the stand-in)', async () => {
    const fresh = await import('./Menu.tsx');
    const { container } = render(
      <fresh.Menu lazy trigger="⋯" triggerLabel="Actions for Rosa" items={[{ id: 'v', label: 'View workflow' }]} />,
    );
    const standIn = screen.getByRole('button', { name: 'Actions for Rosa' });
    await act(async () => {
      fireEvent.pointerEnter(standIn);
      fireEvent.pointerDown(standIn);
      standIn.focus();
      // The fetch lands mid-press, as it does on a busy machine.
      await fresh.preloadMenu();
    });
    // A browser sends the click to whatever is left under the pointer of the element pressed.
    await act(async () => {
      fireEvent.click(standIn.isConnected ? standIn : container);
    });
    expect(await screen.findByRole('menuitem', { name: 'View workflow' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions for Rosa' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens when the working part arrives just before the press: the swap is not left to land mid-press', async () => {
    const fresh = await import('./Menu.tsx');
    const { container } = render(
      <fresh.Menu lazy trigger="⋯" triggerLabel="Actions for Lucía" items={[{ id: 'c', label: 'Call now' }]} />,
    );
    const name = 'Actions for Lucía';
    // React's own scheduler, not act's: a render it schedules runs in a later task, as in a browser.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      fireEvent.pointerEnter(screen.getByRole('button', { name }));
      await fresh.preloadMenu();
      // The press lands on whatever button is under the pointer now; then the browser runs its other tasks.
      const pressed = screen.getByRole('button', { name });
      fireEvent.pointerDown(pressed);
      await new Promise((resolve) => setTimeout(resolve, 20));
      fireEvent.click(pressed.isConnected ? pressed : container);
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(await screen.findByRole('menuitem', { name: 'Call now' })).toBeTruthy();
  });

  it('leaves the focus where the user moved it while the working part loaded', async () => {
    render(
      <>
        <Menu trigger="Actions" items={[{ id: 'a', label: 'Open' }]} />
        <button type="button">Elsewhere</button>
      </>,
    );
    // A menu that is not lazy fetches at once; the user tabs on meanwhile.
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions' }).id).not.toBe(''));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});

describe('lazy Menu', () => {
  // Fetched (as the shell does once the page is idle): the stand-in gives way synchronously.
  beforeAll(async () => {
    await preloadMenu();
  });

  it('renders a plain trigger until reached, then the real menu keeps the keyboard focus', async () => {
    let picked = 0;
    render(
      <Menu
        lazy
        trigger="⋯"
        triggerLabel="Actions for Rosa"
        items={[{ id: 'a', label: 'No action needed', onSelect: () => picked++ }]}
      />,
    );
    const placeholder = screen.getByRole('button', { name: 'Actions for Rosa' });
    expect(placeholder.getAttribute('aria-haspopup')).toBe('menu');
    expect(placeholder.id).toBe('');
    await act(async () => placeholder.focus());
    const real = screen.getByRole('button', { name: 'Actions for Rosa' });
    // Headless UI's own trigger now, with its generated id, and it holds the focus.
    expect(real.id).not.toBe('');
    expect(document.activeElement).toBe(real);
    await act(async () => {
      fireEvent.click(real);
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('menuitem', { name: 'No action needed' }));
    });
    expect(picked).toBe(1);
  });
});

describe('Menu link items', () => {
  beforeAll(async () => {
    await preloadMenu();
  });

  it('renders an item with href as a link, opened in a new tab when asked', async () => {
    render(
      <Menu
        trigger="Actions"
        items={[{ id: 'open', label: 'Open record', href: 'https://records.example.org/1', newTab: true }]}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    });
    const item = await screen.findByRole('menuitem', { name: 'Open record' });
    expect(item.tagName).toBe('A');
    expect(item.getAttribute('href')).toBe('https://records.example.org/1');
    expect(item.getAttribute('target')).toBe('_blank');
    expect(item.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('follows an in-app link by its onSelect on a plain click, and leaves a modified click to the link', async () => {
    const followed: string[] = [];
    const items = [{ id: 'view', label: 'View member page', href: '/members/1', onSelect: () => followed.push('app') }];
    const pick = async (init: MouseEventInit) => {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
      });
      const item = await screen.findByRole('menuitem', { name: 'View member page' });
      expect(item.getAttribute('href')).toBe('/members/1');
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      await act(async () => {
        item.dispatchEvent(click);
      });
      return click.defaultPrevented;
    };
    render(<Menu trigger="Actions" items={items} />);

    expect(await pick({})).toBe(true);
    expect(followed).toEqual(['app']);
    expect(await pick({ ctrlKey: true })).toBe(false);
    expect(followed).toEqual(['app']);
  });
});
