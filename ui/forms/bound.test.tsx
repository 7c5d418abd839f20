// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type } from 'arktype';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { arktypeResolver } from './arktype-resolver.ts';
import { Form, FormNumberField, FormRadioGroupField, FormSelectField, FormTextField } from './bound.tsx';
import { FormMessagesProvider } from './FormMessages.tsx';
import { applyServerErrors, type ServerPropertyError } from './server-errors.ts';
import { testMessages } from './test-messages.ts';

afterEach(cleanup);

const schema = type({
  name: 'string > 0',
  duration: 'number.integer >= 1',
  activity: 'string > 0',
  contact: "'phone' | 'text'",
  address: { zip: /^\d{5}$/ },
});
type Values = {
  name: string;
  duration: number | null;
  activity: string;
  contact: string | null;
  address: { zip: string };
};
const empty: Values = { name: '', duration: null, activity: '', contact: null, address: { zip: '' } };

/** A form like an action form: the test reaches in through `onForm` to play the server. */
function ActionForm({
  onSubmit,
  onForm,
}: {
  onSubmit: (values: Values) => void;
  onForm?: (form: ReturnType<typeof useForm<Values>>) => void;
}) {
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: empty,
    resolver: arktypeResolver(schema, {
      describe: (issue) => (issue.path === 'address.zip' ? 'Zip must be 5 digits.' : undefined),
    }),
  });
  onForm?.(form);
  return (
    <FormMessagesProvider messages={testMessages}>
      <Form form={form} onSubmit={onSubmit} aria-label="Action">
        <FormTextField name="name" label="Name" required />
        <FormNumberField name="duration" label="Duration" required />
        <FormSelectField
          name="activity"
          label="Activity"
          required
          placeholder="Choose one"
          options={[{ value: 'call', label: 'Call' }]}
        />
        <FormRadioGroupField
          name="contact"
          label="Contact by"
          required
          options={[
            { value: 'phone', label: 'Phone' },
            { value: 'text', label: 'Text' },
          ]}
        />
        <FormTextField name="address.zip" label="Zip" />
        <button type="submit">Save</button>
      </Form>
    </FormMessagesProvider>
  );
}

const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('form fields over react-hook-form', () => {
  it("says '{label} is required.' when a required field is left empty, and clears it once filled", async () => {
    render(<ActionForm onSubmit={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await act(async () => {
      fireEvent.change(name, { target: { value: 'Ro' } });
      fireEvent.change(name, { target: { value: '' } });
      fireEvent.blur(name);
    });
    expect(errorOf(name)).toBe('Name is required.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await act(async () => fireEvent.change(name, { target: { value: 'Rosa' } }));
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    expect(errorOf(name)).toBe('');
  });

  it('on submit marks every problem: choices without a full stop, other rules in their own words', async () => {
    const onSubmit = vi.fn();
    render(<ActionForm onSubmit={onSubmit} />);
    await act(async () => fireEvent.change(screen.getByRole('textbox', { name: 'Zip' }), { target: { value: '123' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf(screen.getByRole('spinbutton', { name: /^Duration/ }))).toBe('Duration is required.');
    expect(errorOf(screen.getByRole('combobox', { name: /^Activity/ }))).toBe('Activity is required');
    expect(errorOf(screen.getByRole('radiogroup', { name: /^Contact by/ }))).toBe('Contact by is required');
    expect(errorOf(screen.getByRole('textbox', { name: 'Zip' }))).toBe('Zip must be 5 digits.');
  });

  it('submits typed values once valid (a number field gives a number)', async () => {
    const onSubmit = vi.fn();
    render(<ActionForm onSubmit={onSubmit} />);
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Rosa' } });
      fireEvent.change(screen.getByRole('spinbutton', { name: /^Duration/ }), { target: { value: '15' } });
      fireEvent.change(screen.getByRole('combobox', { name: /^Activity/ }), { target: { value: 'call' } });
      fireEvent.click(screen.getByRole('radio', { name: 'Text' }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Zip' }), { target: { value: '60601' } });
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Rosa',
      duration: 15,
      activity: 'call',
      contact: 'text',
      address: { zip: '60601' },
    });
  });

  it("puts the server's nested property errors under their fields, messages joined by a space", async () => {
    let form: ReturnType<typeof useForm<Values>> | undefined;
    render(<ActionForm onSubmit={vi.fn()} onForm={(f) => (form = f)} />);
    const errors: ServerPropertyError[] = [
      { property: 'name', constraints: { minLength: 'name is too short', pattern: 'name has digits' } },
      { property: 'address', children: [{ property: 'zip', constraints: { pattern: 'zip must be 5 digits' } }] },
    ];
    let placed: string[] = [];
    await act(async () => {
      placed = applyServerErrors(form!, errors);
    });
    expect(placed).toEqual(['name', 'address.zip']);
    expect(errorOf(screen.getByRole('textbox', { name: 'Zip' }))).toBe('zip must be 5 digits');
    expect(errorOf(screen.getByRole('textbox', { name: /^Name/ }))).toBe('name is too short name has digits');
    // The first field in error takes the focus, so a keyboard user lands on it.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Name/ }));
  });
});
