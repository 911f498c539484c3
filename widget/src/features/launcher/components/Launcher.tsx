import { forwardRef } from 'react';

interface LauncherProps {
  onOpen(): void;
  /** Floating in the corner of the page (overlay variants) or in the page flow (closed hero). */
  placement: 'floating' | 'inline';
}

/** The button that opens the chat; hidden while the chat it opens is showing. */
export const Launcher = forwardRef<HTMLButtonElement, LauncherProps>(function Launcher(
  { onOpen, placement },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className={`flo-launcher flo-launcher-${placement}`}
      aria-label="Open chat with Flo"
      aria-haspopup={placement === 'floating' ? 'dialog' : undefined}
      onClick={onOpen}
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"
        />
      </svg>
    </button>
  );
});
