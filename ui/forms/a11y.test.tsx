// @vitest-environment happy-dom
// axe over every field of the kit, each with a hint and an error, as the e2e suites do on real
// screens (no screen uses the combobox, select, file or rich-text fields yet). axe-core comes with
// @axe-core/playwright. Colour contrast needs layout, which happy-dom has not: the e2e runs check it.
import axe from 'axe-core';
import { cleanup, render } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { RichTextField } from '../rich-text/RichTextField.tsx';
import { Form, FormComboboxField } from './bound.tsx';
import { CheckboxField, RadioGroupField, SelectField } from './choices.tsx';
import { FileField } from './FileField.tsx';
import { FormMessagesProvider } from './FormMessages.tsx';
import { DateField, NumberField, TextareaField, TextField, TimeField } from './inputs.tsx';
import { testMessages } from './test-messages.ts';

afterEach(cleanup);

const noop = () => undefined;
const options = [
  { value: 'a', label: 'Call' },
  { value: 'b', label: 'Visit' },
];

function EveryField() {
  const form = useForm({ defaultValues: { guide: null } });
  return (
    <FormMessagesProvider messages={testMessages}>
      <main>
        <Form form={form} onSubmit={noop} aria-label="Every field">
          <TextField
            label="Name"
            required
            hint="As on the ID card"
            error="Name is required."
            value=""
            onChange={noop}
          />
          <TextareaField label="Description" error="Description is required." value="" onChange={noop} />
          <NumberField label="Duration" hint="In minutes" value={null} onChange={noop} />
          <DateField label="Date" error="Date is required." value="" onChange={noop} />
          <TimeField label="Time" value="" onChange={noop} />
          <SelectField
            label="Activity"
            required
            placeholder="Choose one"
            error="Activity is required"
            value=""
            onChange={noop}
            options={options}
          />
          <FormComboboxField name="guide" label="Receiving guide" required options={options} />
          <CheckboxField label="Resource referred" error="Choose it" checked={false} onChange={noop} />
          <RadioGroupField
            label="Contact by"
            required
            hint="How the member prefers"
            error="Contact by is required"
            value={null}
            onChange={noop}
            options={options}
          />
          <FileField
            label="Attachments"
            hint="Up to 4 files"
            value={[new File(['x'], 'a.png', { type: 'image/png' })]}
            onChange={noop}
          />
          <RichTextField label="Note" required error="Note is required." value="<p>Called</p>" onChange={noop} />
        </Form>
      </main>
    </FormMessagesProvider>
  );
}

describe('the forms kit and axe', () => {
  it('finds no violation on a form holding every field in error', async () => {
    const { container } = render(<EveryField />);
    const results = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });
});
