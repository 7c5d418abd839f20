// @vitest-environment happy-dom
import { useState } from 'react';
import axe from 'axe-core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldOption } from './choices.tsx';
import { MultiSelectField } from './MultiSelectField.tsx';

afterEach(cleanup);

const statuses: FieldOption[] = [
  { value: '1', label: 'New' },
  { value: '2', label: 'Attempted' },
  { value: '3', label: 'Interacted' },
];
const summary = (chosen: readonly FieldOption[]) =>
  chosen.length ? chosen.map((option) => option.label).join(', ') : 'Any';

function Statuses({ initial = [] as string[], onChange = (_: string[]) => undefined }) {
  const [value, setValue] = useState(initial);
  return (
    <main>
      <MultiSelectField
        label="Status"
        hint="Members in any of these"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        options={statuses}
        summary={summary}
      />
    </main>
  );
}

describe('MultiSelectField', () => {
  // Browsers name a control that lists itself in aria-labelledby by its content (the e2e suites
  // check the full name in Chromium); the DOM library here stops at the label, so the wiring is checked.
  it('is named by its label and its summary, and described by its hint', () => {
    render(<Statuses initial={['2']} />);
    const button = screen.getByRole('button', { name: /^Status/ });
    const labelId = screen.getByText('Status').id;
    expect(button.getAttribute('aria-labelledby')).toBe(`${labelId} ${button.id}`);
    expect(button.textContent).toBe('Attempted');
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Members in any of these');
  });

  it('toggles options on and off without closing, keeping the others', async () => {
    const changes: string[][] = [];
    render(<Statuses initial={['2']} onChange={(next) => void changes.push(next)} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Status/ }));
    });
    const listbox = await screen.findByRole('listbox');
    expect(listbox.getAttribute('aria-multiselectable')).toBe('true');
    expect(screen.getByRole('option', { name: 'Attempted' }).getAttribute('aria-selected')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: 'New' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: 'Attempted' }));
    });
    expect(changes).toEqual([['2', '1'], ['1']]);
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Status/ }).textContent).toBe('New');
  });

  it('has no axe violations, closed or open', async () => {
    render(<Statuses initial={['1', '3']} />);
    const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
    expect((await axe.run(document.body, { rules })).violations).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Status/ }));
    });
    await screen.findByRole('listbox');
    expect((await axe.run(document.body, { rules })).violations).toEqual([]);
  });
});
