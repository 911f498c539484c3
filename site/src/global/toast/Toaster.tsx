import { type PointerEvent, useEffect, useRef } from 'react';
import { useToast } from './ToastProvider.tsx';
import { TOAST_SWIPE_THRESHOLD_PX, type ToastItem } from './toast-state.ts';
import './toast.css';

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: () => void }) {
  const card = useRef<HTMLLIElement>(null);
  const startX = useRef<number | null>(null);

  const moveTo = (offset: number) =>
    card.current?.style.setProperty('--toast-swipe-x', `${offset}px`);
  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (startX.current === null) return;
    moveTo(Math.max(0, event.clientX - startX.current));
  };
  const onPointerUp = (event: PointerEvent) => {
    if (startX.current === null) return;
    const swiped = event.clientX - startX.current;
    startX.current = null;
    moveTo(0);
    if (swiped > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
  };

  return (
    <li
      ref={card}
      className={`toast toast--${toast.variant ?? 'default'}`}
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        startX.current = null;
        moveTo(0);
      }}
    >
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      </div>
      <button type="button" className="toast__close" aria-label="Close" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** The toast region: F8 moves focus to it; a toast swiped right by more than 50 px closes. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={region} className="toaster" aria-label="Notifications (F8)" tabIndex={-1}>
      <ol className="toaster__list">
        {toasts
          .filter((toast) => toast.open)
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />
          ))}
      </ol>
    </section>
  );
}
