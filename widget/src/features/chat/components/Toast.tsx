import type { FloEmitted } from '@flo/chat-machine';
import { useEffect } from 'react';

export type ToastMessage = Extract<FloEmitted, { type: 'toast' }>;

/** How long a toast stays: the default 5000 ms (docs/product/constants.md#toasts). */
const TOAST_DURATION_MS = 5000;

interface ToastProps {
  toast: ToastMessage | null;
  onDismiss(): void;
}

/**
 * The single toast of the widget; a newer toast replaces the shown one (one at a time,
 * docs/product/constants.md#toasts).
 */
export function Toast({ toast, onDismiss }: ToastProps) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);

  if (!toast) return null;
  const destructive = toast.variant === 'destructive';
  return (
    <div
      className={`flo-toast${destructive ? ' flo-toast-destructive' : ''}`}
      role={destructive ? 'alert' : 'status'}
    >
      <div>
        <p className="flo-toast-title">{toast.title}</p>
        <p>{toast.description}</p>
      </div>
      <button
        type="button"
        className="flo-icon-button"
        aria-label="Dismiss notification"
        onClick={onDismiss}
      >
        ×
      </button>
    </div>
  );
}
