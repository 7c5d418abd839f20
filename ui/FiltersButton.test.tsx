// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FiltersButton } from './FiltersButton.tsx';

afterEach(cleanup);

/** A dialog with a draft of its own, as the screens' filters dialogs keep one. */
function DraftDialog({ onApply, onClose }: { onApply: (filters: string) => void; onClose: () => void }) {
  const [draft, setDraft] = useState('');
  return (
    <div role="dialog" aria-label="Filters">
      <input aria-label="Draft" value={draft} onChange={(event) => setDraft(event.target.value)} />
      <button onClick={onClose}>Cancel</button>
      <button onClick={() => onApply(draft)}>Apply</button>
    </div>
  );
}

const renderButton = (count: number, onApply: (filters: string) => void = () => {}) =>
  render(
    <FiltersButton
      count={count}
      label="Filters"
      activeWord={() => 'active'}
      onApply={onApply}
      dialog={(handlers) => <DraftDialog {...handlers} />}
    />,
  );

describe('FiltersButton', () => {
  it('is named by its label alone while no filter is in force', () => {
    renderButton(0);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('counts the filters in force in a badge, its accessible name starting with the visible text', () => {
    renderButton(2);
    const button = screen.getByRole('button', { name: 'Filters 2 active' });
    expect(screen.getByText('2').closest('button')).toBe(button);
  });

  it('mounts the dialog only while open, so a reopened dialog starts afresh after a Cancel', () => {
    const onApply = vi.fn();
    renderButton(0, onApply);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(screen.getByLabelText('Draft'), { target: { value: 'abandoned' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect((screen.getByLabelText('Draft') as HTMLInputElement).value).toBe('');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('Apply hands over the choice and closes the dialog', () => {
    const onApply = vi.fn();
    renderButton(0, onApply);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(screen.getByLabelText('Draft'), { target: { value: 'missed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('missed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
