import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  type ToastInput,
  type ToastItem,
  toastReducer,
} from './toast-state.ts';

interface ToastApi {
  toasts: ToastItem[];
  /** Shows a toast (replacing the one on screen); returns its id. */
  toast(input: ToastInput): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Holds the site's toasts: one at a time, closed after its duration (5 s by default) and
 * dropped from memory 1,000,000 ms after closing (docs/product/constants.md#toasts).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      dispatch({ type: 'dismiss', id });
      later(TOAST_REMOVE_DELAY_MS, () => dispatch({ type: 'remove', id }));
    },
    [later],
  );

  const toast = useCallback(
    (input: ToastInput) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      dispatch({ type: 'add', toast: { ...input, id, open: true } });
      later(input.duration ?? TOAST_DEFAULT_DURATION_MS, () => dismiss(id));
      return id;
    },
    [dismiss, later],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const api = useMemo(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss]);
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}

/**
 * Shows toasts from any component under the site's providers.
 *
 * @example
 * const { toast } = useToast();
 * toast({ title: 'Message sent!', description: "We'll connect you with local specialists shortly." });
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs <ToastProvider>');
  return api;
}
