import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { trapTab } from '../utils/focus.ts';

interface ChatDialogProps {
  /** popup: the bubble's non-modal window; modal and sheet trap focus over a backdrop. */
  kind: 'popup' | 'modal' | 'sheet';
  onClose(): void;
  /** The element that had focus when the chat was asked to open (captured before any render). */
  opener: Element | null;
  /** Where focus goes back on close when the element that opened the chat is gone. */
  fallbackFocus(): HTMLElement | null;
  children: ReactNode;
}

/**
 * The overlay window of the bubble, modal and sheet variants: a labelled dialog that takes
 * focus when it opens, closes on Escape, and gives focus back to whatever opened it.
 */
export function ChatDialog({ kind, onClose, opener, fallbackFocus, children }: ChatDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const modal = kind !== 'popup';

  useEffect(() => {
    dialog.current?.focus();
    return () => {
      // Runs after the commit that brings the launcher back, so the fallback exists by now.
      queueMicrotask(() => {
        const target =
          opener instanceof HTMLElement && opener.isConnected && opener !== document.body
            ? opener
            : fallbackFocus();
        target?.focus();
      });
    };
  }, [opener, fallbackFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && modal && dialog.current) {
      if (trapTab(dialog.current, event.shiftKey)) event.preventDefault();
    }
  };

  return (
    <div className={`flo-overlay flo-overlay-${kind}`}>
      {modal && <div className="flo-backdrop" aria-hidden="true" />}
      <div
        ref={dialog}
        role="dialog"
        aria-label="Chat with Flo"
        aria-modal={modal ? 'true' : undefined}
        tabIndex={-1}
        className={`flo-panel flo-${kind}`}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
