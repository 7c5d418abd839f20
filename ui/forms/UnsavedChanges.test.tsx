// @vitest-environment happy-dom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../Dialog.tsx';
import { Form, FormTextField } from './bound.tsx';
import { FormMessagesProvider } from './FormMessages.tsx';
import { testMessages } from './test-messages.ts';
import { useDiscardGuard } from './UnsavedChanges.tsx';

afterEach(cleanup);

const QUESTION = 'You have unsaved changes. Are you sure you want to close without saving?';

function EditDialog() {
  const [open, setOpen] = useState(true);
  const form = useForm({ defaultValues: { label: 'Home' } });
  const guard = useDiscardGuard(form.formState.isDirty, () => setOpen(false));
  return (
    <>
      <Dialog
        open={open}
        onClose={guard.requestClose}
        title="Edit address"
        actions={
          <button type="button" onClick={guard.requestClose}>
            Cancel
          </button>
        }
      >
        <Form form={form} onSubmit={() => undefined}>
          <FormTextField name="label" label="Label" />
        </Form>
      </Dialog>
      {guard.confirmation}
      {open ? null : <p>closed</p>}
    </>
  );
}

function renderDialog() {
  render(
    <FormMessagesProvider messages={testMessages}>
      <EditDialog />
    </FormMessagesProvider>,
  );
}

describe('useDiscardGuard', () => {
  it('closes a pristine form at once, without asking', async () => {
    renderDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByText(QUESTION)).toBeNull();
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('asks before closing a dirty form; Keep editing keeps it, Close without saving closes it', async () => {
    renderDialog();
    await act(async () =>
      fireEvent.change(screen.getByRole('textbox', { name: 'Label' }), { target: { value: 'Work' } }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.getByRole('alertdialog', { name: 'Unsaved changes' }).textContent).toContain(QUESTION);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keep editing' })));
    expect(screen.queryByText(QUESTION)).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Label' }) as HTMLInputElement).value).toBe('Work');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close without saving' })));
    expect(screen.getByText('closed')).toBeTruthy();
  });
});
