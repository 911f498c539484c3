import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { deepActiveElement, trapTab } from '../utils/focus.ts';

interface ChatDialogProps {
  /** popup: the bubble's non-modal window; modal and sheet trap focus over a backdrop. */
  kind: 'popup' | 'modal' | 'sheet';
  onClose(): void;
  /** Where focus goes back on close when the element that opened the chat is gone. */
  fallbackFocus(): HTMLElement | null;
  children: ReactNode;
}

/**
 * The overlay window of the bubble, modal and sheet variants: a labelled dialog that takes
 * focus when it opens, closes on Escape, and gives focus back to whatever opened it.
 */
export function ChatDialog({ kind, onClose, fallbackFocus, children }: ChatDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const modal = kind !== 'popup';

  useEffect(() => {
    const opener = deepActiveElement(document);
    dialog.current?.focus();
    return () => {
      const target = opener instanceof HTMLElement && opener.isConnected ? opener : fallbackFocus();
      // The launcher comes back in the same render that removes the dialog, so wait a frame.
      queueMicrotask(() => (target?.isConnected ? target : fallbackFocus())?.focus());
    };
  }, [fallbackFocus]);

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
