/**
 * The forms kit's light entry: controlled fields on native inputs, their messages, the arktype
 * resolver (types only: no arktype at run time) and the server-error mapping. Nothing here reaches
 * Headless UI or react-hook-form, so the consent site imports this entry and its bundle stays
 * small; a bundle shared between two entries takes in everything reachable from a shared barrel.
 * The portal imports everything through `ui/index.ts`, which adds the fields over react-hook-form,
 * the combobox and the unsaved-changes guard.
 */
export { arktypeResolver, isEmptyValue, type ArktypeResolverOptions, type SchemaIssue } from './arktype-resolver.ts';
export {
  CheckboxField,
  RadioGroupField,
  SelectField,
  type CheckboxFieldProps,
  type FieldOption,
  type RadioGroupFieldProps,
  type RadioOption,
  type SelectFieldProps,
} from './choices.tsx';
export {
  controlAria,
  controlClass,
  FieldError,
  FieldFrame,
  FieldHint,
  RequiredMark,
  useFieldIds,
  type ControlAria,
  type FieldBaseProps,
} from './Field.tsx';
export { checkFiles, FileField, type FileFieldProps, type FileProblem } from './FileField.tsx';
export { FormMessagesProvider, useFormMessages, type FormMessages } from './FormMessages.tsx';
export {
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
export {
  applyServerErrors,
  propertyErrorsToFieldErrors,
  type DescribeServerError,
  type ServerConstraint,
  type ServerErrorTarget,
  type ServerPropertyError,
} from './server-errors.ts';
