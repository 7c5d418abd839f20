/** The design system: accessible building blocks with no knowledge of the product's entities. */
export { Badge, type BadgeProps, type BadgeTone } from './Badge.tsx';
export { Banner, type BannerProps, type BannerTone } from './Banner.tsx';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button.tsx';
export { cx } from './cx.ts';
export { Dialog, type DialogProps } from './Dialog.tsx';
export { Menu, type MenuAction, type MenuProps } from './Menu.tsx';
export { Spinner, type SpinnerProps } from './Spinner.tsx';
export { nextSort, Table, type SortDirection, type TableColumn, type TableProps, type TableSort } from './Table.tsx';
export { Tabs, type TabItem, type TabsProps } from './Tabs.tsx';
export { TOAST_DURATION_MS, ToastProvider, useToast, type ToastOptions, type ToastProviderProps, type ToastTimers, type ToastTone } from './Toast.tsx';
