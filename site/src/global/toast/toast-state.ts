/** Toast limits (docs/product/constants.md#toasts). */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
/**
 * How long a dismissed toast stays in memory before it is removed
 * (docs/product/constants.md#toasts).
 */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds before it closes itself; 5000 unless given. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'dismiss'; id: string }
  | { type: 'remove'; id: string };

/** Newest first, at most TOAST_LIMIT kept: a new toast replaces the one on screen. */
export function toastReducer(state: ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.map((toast) => (toast.id === action.id ? { ...toast, open: false } : toast));
    case 'remove':
      return state.filter((toast) => toast.id !== action.id);
  }
}
