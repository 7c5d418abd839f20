// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Menu } from './Menu.tsx';

afterEach(cleanup);

describe('lazy Menu', () => {
  it('renders a plain trigger until reached, then the real menu keeps the keyboard focus', async () => {
    let picked = 0;
    render(<Menu lazy trigger="⋯" triggerLabel="Actions for Rosa" items={[{ id: 'a', label: 'No action needed', onSelect: () => picked++ }]} />);
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
  it('renders an item with href as a link, opened in a new tab when asked', async () => {
    render(<Menu trigger="Actions" items={[{ id: 'open', label: 'Open record', href: 'https://records.example.org/1', newTab: true }]} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    });
    const item = await screen.findByRole('menuitem', { name: 'Open record' });
    expect(item.tagName).toBe('A');
    expect(item.getAttribute('href')).toBe('https://records.example.org/1');
    expect(item.getAttribute('target')).toBe('_blank');
    expect(item.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
