/** The design system: accessible building blocks with no knowledge of the product's entities. */
export { Banner, type BannerProps, type BannerTone } from './Banner.tsx';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button.tsx';
export { cx } from './cx.ts';
export { Dialog, type DialogProps } from './Dialog.tsx';
export { Menu, type MenuAction, type MenuProps } from './Menu.tsx';
export { Spinner, type SpinnerProps } from './Spinner.tsx';
export { TOAST_DURATION_MS, ToastProvider, useToast, type ToastOptions, type ToastProviderProps, type ToastTimers, type ToastTone } from './Toast.tsx';
