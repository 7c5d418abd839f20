// @vitest-environment happy-dom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxField, RadioGroupField } from './choices.tsx';
import { ComboboxField, filterOptions } from './ComboboxField.tsx';
import { checkFiles, FileField } from './FileField.tsx';
import { FormMessagesProvider } from './FormMessages.tsx';
import { testMessages } from './test-messages.ts';

afterEach(cleanup);

const guides = [
  { value: 'g1', label: 'José Ortiz' },
  { value: 'g2', label: 'Ann Lee' },
  { value: 'g3', label: 'Joan Park' },
];

function GuidePicker() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <FormMessagesProvider messages={testMessages}>
      <ComboboxField label="Receiving guide" required value={value} onChange={setValue} options={guides} />
      <p>chosen: {value ?? 'none'}</p>
    </FormMessagesProvider>
  );
}

describe('ComboboxField', () => {
  it('filters as the user types, ignoring case and accents', () => {
    expect(filterOptions(guides, 'jo').map((o) => o.label)).toEqual(['José Ortiz', 'Joan Park']);
    expect(filterOptions(guides, 'JOSE').map((o) => o.label)).toEqual(['José Ortiz']);
    expect(filterOptions(guides, '  ')).toHaveLength(3);
  });

  it('picks with the arrow keys and Enter, and says when nothing matches', async () => {
    render(<GuidePicker />);
    const input = screen.getByRole('combobox', { name: /^Receiving guide/ });
    await act(async () => {
      input.focus();
      fireEvent.change(input, { target: { value: 'jo' } });
    });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['José Ortiz', 'Joan Park']);
    await act(async () => fireEvent.keyDown(input, { key: 'ArrowDown' }));
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(screen.getByText(/^chosen:/).textContent).toBe('chosen: g3');
    expect((input as HTMLInputElement).value).toBe('Joan Park');

    await act(async () => fireEvent.change(input, { target: { value: 'zzz' } }));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No matches');
    // Escape closes and restores the chosen label.
    await act(async () => fireEvent.keyDown(input, { key: 'Escape' }));
    expect((input as HTMLInputElement).value).toBe('Joan Park');
  });
});

describe('RadioGroupField and CheckboxField', () => {
  it('name the group by its legend and tie its error to it', () => {
    render(
      <FormMessagesProvider messages={testMessages}>
        <RadioGroupField
          label="Your answer"
          required
          value={null}
          onChange={() => undefined}
          error="A response is required"
          options={[
            { value: 'yes', label: 'I agree' },
            { value: 'no', label: 'I do not agree' },
          ]}
        />
        <CheckboxField label="Resource referred" checked={false} onChange={() => undefined} />
      </FormMessagesProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Your answer (Required)' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'A response is required',
    );
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).name)).toEqual([group.id, group.id]);
    expect(screen.getByRole('checkbox', { name: 'Resource referred' })).toBeTruthy();
  });
});

describe('FileField', () => {
  it('lists the chosen files and removes one with its own button', async () => {
    function Upload() {
      const [files, setFiles] = useState<File[]>([]);
      return (
        <FormMessagesProvider messages={testMessages}>
          <FileField label="Attachments" multiple value={files} onChange={setFiles} />
        </FormMessagesProvider>
      );
    }
    render(<Upload />);
    const input = screen.getByLabelText('Attachments');
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['bb'], 'b.pdf', { type: 'application/pdf' });
    await act(async () => fireEvent.change(input, { target: { files: [a, b] } }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a.png', 'b.pdf']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' })));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['b.pdf']);
  });

  it('checks count, size and type limits', () => {
    const png = new File(['12345'], 'a.png', { type: 'image/png' });
    expect(checkFiles([png, png], { maxFiles: 1 })).toEqual({ code: 'tooMany', max: 1 });
    expect(checkFiles([png], { maxBytes: 4 })).toMatchObject({ code: 'tooLarge', maxBytes: 4 });
    expect(checkFiles([png], { types: ['application/pdf'] })).toMatchObject({ code: 'type' });
    expect(checkFiles([png], { maxFiles: 4, maxBytes: 15_000_000, types: ['image/png'] })).toBeNull();
  });
});
