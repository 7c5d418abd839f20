// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxFilters } from './CheckboxFilters.tsx';

afterEach(cleanup);

const options = ['calls', 'texts', 'visits'] as const;
const labels = { calls: 'Calls', texts: 'Texts', visits: 'Visits' };

describe('CheckboxFilters', () => {
  it('is a group named by its legend, one labelled checkbox a filter', () => {
    render(
      <CheckboxFilters
        legend="Show follow-ups for"
        options={options}
        labels={labels}
        selected={['texts']}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('group', { name: 'Show follow-ups for' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Texts' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Calls' }) as HTMLInputElement).checked).toBe(false);
  });

  it('answers the new selection in the order the filters are offered', () => {
    const onChange = vi.fn();
    render(
      <CheckboxFilters
        legend="Show follow-ups for"
        options={options}
        labels={labels}
        selected={['visits']}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Calls' }));
    expect(onChange).toHaveBeenLastCalledWith(['calls', 'visits']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Visits' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
