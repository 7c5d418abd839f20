// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form } from '../forms/bound.tsx';
import { FormMessagesProvider } from '../forms/FormMessages.tsx';
import { testMessages } from '../forms/test-messages.ts';
import { FormRichTextField, RichTextField } from './RichTextField.tsx';

afterEach(cleanup);

describe('RichTextField', () => {
  it('is a multi-line textbox named by its label, with a labelled formatting toolbar', () => {
    render(
      <FormMessagesProvider messages={testMessages}>
        <RichTextField
          label="My notes"
          hint="Saved as you type"
          value="<p>Called <strong>Rosa</strong></p>"
          onChange={vi.fn()}
        />
      </FormMessagesProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'My notes' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.textContent).toBe('Called Rosa');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Saved as you type');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar.getAttribute('aria-controls')).toBe(box.id);
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("shows 'Note is required.' on an empty required note, tied to the editor", async () => {
    function NoteForm() {
      const form = useForm({ defaultValues: { note: '' } });
      return (
        <Form form={form} onSubmit={vi.fn()}>
          <FormRichTextField name="note" label="Note" required />
          <button type="button" onClick={() => form.setError('note', { type: 'required' })}>
            check
          </button>
        </Form>
      );
    }
    render(
      <FormMessagesProvider messages={testMessages}>
        <NoteForm />
      </FormMessagesProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'check' })));
    const box = screen.getByRole('textbox', { name: 'Note (Required)' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Note is required.');
  });

  // #38: the calls page showed a read-only note under a toolbar of disabled Bold/Italic/list buttons.
  it('read-only: the note is shown, not editable, with no formatting toolbar', () => {
    render(
      <FormMessagesProvider messages={testMessages}>
        <RichTextField label="My notes" value="<p>Called <strong>Rosa</strong></p>" onChange={vi.fn()} readOnly />
      </FormMessagesProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'My notes' });
    expect(box.textContent).toBe('Called Rosa');
    expect(box.getAttribute('contenteditable')).toBe('false');
    expect(box.getAttribute('aria-readonly')).toBe('true');
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bold' })).toBeNull();
  });
});
