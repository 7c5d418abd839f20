import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cx } from './cx.ts';

/** Spec: toasts hide themselves after 3 s. */
export const TOAST_DURATION_MS = 3000;

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  message: ReactNode;
  tone?: ToastTone;
  /** Extra text under the message, e.g. the server's userMessage. */
  detail?: ReactNode;
  /** One button in the toast, e.g. "Copy". */
  action?: { label: ReactNode; onClick: () => void };
}

interface ToastEntry extends ToastOptions {
  id: number;
}

/** The timer functions the toasts use; tests pass fake ones. */
export interface ToastTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: ToastTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const ToastContext = createContext<((options: ToastOptions) => void) | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible name of each toast's close button, e.g. "Dismiss". */
  dismissLabel: string;
  durationMs?: number;
  timers?: ToastTimers;
}

/**
 * Shows toasts at the bottom centre of the screen. Each hides after `durationMs`, but the timer
 * waits while the pointer or keyboard focus is on the toast, so there is time to use its action.
 *
 * @example
 *   <ToastProvider dismissLabel={t`Dismiss`}><App /></ToastProvider>
 *   const showToast = useToast(); showToast({ tone: 'success', message: t`Saved` });
 */
export function ToastProvider({
  children,
  dismissLabel,
  durationMs = TOAST_DURATION_MS,
  timers = browserTimers,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...options, id }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => (
          <ToastCard
            key={toast.id}
            toast={toast}
            onDismiss={dismiss}
            dismissLabel={dismissLabel}
            durationMs={durationMs}
            timers={timers}
          />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

const tones: Record<ToastTone, string> = {
  success: 'border-green-300 bg-green-50 text-green-950',
  error: 'border-red-300 bg-red-50 text-red-950',
  info: 'border-slate-300 bg-white text-slate-900',
};

interface ToastCardProps {
  toast: ToastEntry;
  onDismiss: (id: number) => void;
  dismissLabel: string;
  durationMs: number;
  timers: ToastTimers;
}

function ToastCard({ toast, onDismiss, dismissLabel, durationMs, timers }: ToastCardProps) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return undefined;
    const handle = timers.setTimeout(() => onDismiss(toast.id), durationMs);
    return () => timers.clearTimeout(handle);
  }, [held, toast.id, onDismiss, durationMs, timers]);

  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className={cx(
        'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border p-3 shadow-lg',
        tones[toast.tone ?? 'info'],
      )}
    >
      <div className="flex-1">
        <p className="font-medium">{toast.message}</p>
        {toast.detail ? <p className="mt-1 text-sm">{toast.detail}</p> : null}
      </div>
      {toast.action ? (
        <button
          type="button"
          onClick={toast.action.onClick}
          className="rounded px-2 py-1 text-sm font-semibold underline focus-visible:outline-3 focus-visible:outline-blue-600"
        >
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        aria-label={dismissLabel}
        onClick={() => onDismiss(toast.id)}
        className="rounded px-1 text-lg leading-none focus-visible:outline-3 focus-visible:outline-blue-600"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** The function that shows a toast; throws outside a ToastProvider so a missing provider is loud. */
export function useToast(): (options: ToastOptions) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside a ToastProvider');
  return show;
}
