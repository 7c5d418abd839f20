/**
 * The design system: accessible building blocks with no knowledge of the product's entities.
 * Two smaller entries sit beside this one: `ui/forms/index.ts`, the light fields the consent site
 * imports (a barrel shared by two bundles would pull everything it reaches into both), and
 * `ui/rich-text/index.ts`, so Tiptap stays out of bundles that do not edit notes.
 */
export { Badge, type BadgeProps, type BadgeTone } from './Badge.tsx';
export { Banner, type BannerProps, type BannerTone } from './Banner.tsx';
export { Button, buttonClasses, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button.tsx';
export { CheckboxFilters, type CheckboxFiltersProps } from './CheckboxFilters.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { cx } from './cx.ts';
export { Dialog, type DialogProps } from './Dialog.tsx';
export { Disclosure, type DisclosureProps } from './Disclosure.tsx';
export { FiltersButton, type FiltersButtonProps } from './FiltersButton.tsx';
export { FiltersDialog, type FiltersDialogLabels, type FiltersDialogProps } from './FiltersDialog.tsx';
export * from './forms/index.ts';
export {
  fieldErrorText,
  Form,
  FormCheckboxField,
  FormComboboxField,
  FormDateField,
  FormFileField,
  FormNumberField,
  FormRadioGroupField,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  FormTimeField,
  type FormProps,
} from './forms/bound.tsx';
export { ComboboxField, filterOptions, type ComboboxFieldProps } from './forms/ComboboxField.tsx';
export { MultiSelectField, type MultiSelectFieldProps } from './forms/MultiSelectField.tsx';
export { useDiscardGuard, type DiscardGuard } from './forms/UnsavedChanges.tsx';
export {
  EmptyState,
  LiveViewState,
  type EmptyStateProps,
  type LiveStatus,
  type LiveViewStateProps,
} from './LiveViewState.tsx';
export { Menu, preloadMenu, type MenuAction, type MenuProps } from './Menu.tsx';
export { Pagination, type PaginationLabels, type PaginationProps } from './Pagination.tsx';
export { RichTextView } from './RichTextView.tsx';
export { Spinner, type SpinnerProps } from './Spinner.tsx';
export {
  nextSort,
  sortRows,
  Table,
  type SortDirection,
  type TableColumn,
  type TablePagination,
  type TableProps,
  type TableSort,
} from './Table.tsx';
export { Tabs, type TabItem, type TabsProps } from './Tabs.tsx';
export {
  TOAST_DURATION_MS,
  ToastProvider,
  useToast,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTimers,
  type ToastTone,
} from './Toast.tsx';
