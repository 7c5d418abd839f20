// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './Toast.tsx';

function ShowButton() {
  const showToast = useToast();
  return (
    <button
      type="button"
      onClick={() =>
        showToast({ tone: 'error', message: 'It failed', action: { label: 'Copy', onClick: () => undefined } })
      }
    >
      show
    </button>
  );
}

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('hides a toast after 3 s', async () => {
    render(
      <ToastProvider dismissLabel="Dismiss">
        <ShowButton />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('show'));
    expect(screen.getByRole('alert').textContent).toContain('It failed');
    await act(async () => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // Guards the time a user needs to reach the Copy button: the toast waits while it has focus.
  it('waits while the toast has keyboard focus, and can be dismissed', async () => {
    render(
      <ToastProvider dismissLabel="Dismiss">
        <ShowButton />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('show'));
    fireEvent.focus(screen.getByText('Copy'));
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('alert')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
