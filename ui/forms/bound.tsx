/**
 * The fields over react-hook-form: `<Form>` provides the form, and each `Form*Field` takes a `name`
 * (a dotted path, e.g. 'address.zip') and reads its value and error from it. An error of type
 * 'required' (see `arktype-resolver.ts`) is worded '{label} is required.' (radio groups, selects
 * and comboboxes: '{label} is required'); any other error shows its message, server errors
 * (`applyServerErrors`) included.
 */
import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, useController, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import {
  CheckboxField,
  RadioGroupField,
  SelectField,
  type CheckboxFieldProps,
  type RadioGroupFieldProps,
  type SelectFieldProps,
} from './choices.tsx';
import { ComboboxField, type ComboboxFieldProps } from './ComboboxField.tsx';
import { FileField, type FileFieldProps } from './FileField.tsx';
import { useFormMessages, type FormMessages } from './FormMessages.tsx';
import {
  DateField,
  NumberField,
  TextareaField,
  TextField,
  TimeField,
  type DateFieldProps,
  type NumberFieldProps,
  type TextareaFieldProps,
  type TextFieldProps,
  type TimeFieldProps,
} from './inputs.tsx';

export interface FormProps<Values extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> {
  form: UseFormReturn<Values>;
  onSubmit: SubmitHandler<Values>;
  children: ReactNode;
}

/**
 * A `<form noValidate>` (the schema validates, not the browser) that gives its fields the form.
 *
 * @example
 *   const form = useForm<Values>({ resolver: arktypeResolver(schema), defaultValues });
 *   <Form form={form} onSubmit={save}><FormTextField name="name" label={t`Name`} required /></Form>
 */
export function Form<Values extends FieldValues>({ form, onSubmit, children, ...rest }: FormProps<Values>) {
  return (
    <FormProvider {...form}>
      <form {...rest} noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}

/** How a field error reads: 'required' in the kit's words, anything else as its message. */
export function fieldErrorText(
  error: { type?: string; message?: string } | undefined,
  label: string,
  choice: boolean,
  messages: FormMessages,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'required') return choice ? messages.requiredChoice(label) : messages.required(label);
  return error.message || undefined;
}

function useBoundField(name: string, label: string, choice = false) {
  const { field, fieldState } = useController({ name });
  const error = fieldErrorText(fieldState.error, label, choice, useFormMessages());
  return { field, error };
}

/** A field's props minus what the form supplies, plus the path it is bound to. */
type Bound<Props> = Omit<Props, 'value' | 'checked' | 'onChange' | 'onBlur' | 'error' | 'ref' | 'name'> & {
  name: string;
};

export function FormTextField({ name, ...props }: Bound<TextFieldProps>) {
  const { field, error } = useBoundField(name, props.label);
  return (
    <TextField
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormTextareaField({ name, ...props }: Bound<TextareaFieldProps>) {
  const { field, error } = useBoundField(name, props.label);
  return (
    <TextareaField
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormNumberField({ name, ...props }: Bound<NumberFieldProps>) {
  const { field, error } = useBoundField(name, props.label);
  return (
    <NumberField
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as number | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormDateField({ name, ...props }: Bound<DateFieldProps>) {
  const { field, error } = useBoundField(name, props.label);
  return (
    <DateField
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormTimeField({ name, ...props }: Bound<TimeFieldProps>) {
  const { field, error } = useBoundField(name, props.label);
  return (
    <TimeField
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormSelectField({ name, ...props }: Bound<SelectFieldProps>) {
  const { field, error } = useBoundField(name, props.label, true);
  return (
    <SelectField
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormComboboxField({ name, ...props }: Bound<ComboboxFieldProps>) {
  const { field, error } = useBoundField(name, props.label, true);
  return (
    <ComboboxField
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormCheckboxField({ name, ...props }: Bound<CheckboxFieldProps> & { label: string }) {
  const { field, error } = useBoundField(name, props.label);
  return (
    <CheckboxField
      {...props}
      name={field.name}
      ref={field.ref}
      checked={Boolean(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormRadioGroupField({ name, ...props }: Bound<RadioGroupFieldProps> & { label: string }) {
  const { field, error } = useBoundField(name, props.label, true);
  return (
    <RadioGroupField
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export function FormFileField({ name, ...props }: Bound<FileFieldProps>) {
  const { field, error } = useBoundField(name, props.label);
  return (
    <FileField
      {...props}
      name={field.name}
      ref={field.ref}
      value={(field.value as File[] | undefined) ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
