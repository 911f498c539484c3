/** Whether an instance's chat is showing; readable from React and from host commands alike. */
export interface OpenState {
  get(): boolean;
  set(open: boolean): void;
  subscribe(listener: () => void): () => void;
  /** What had focus at the moment the chat last opened, before the UI moved anything. */
  opener(): Element | null;
}

/**
 * A tiny external store, so `Flo.open()` outside React and the launcher inside it share one
 * source of truth (`useSyncExternalStore(state.subscribe, state.get)`).
 *
 * @example
 * const state = createOpenState(false);
 * state.set(true);
 */
export function createOpenState(
  initial: boolean,
  onChange?: (open: boolean) => void,
  focusedElement: () => Element | null = () => null,
): OpenState {
  let open = initial;
  let opener: Element | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => open,
    set(next) {
      if (next === open) return;
      if (next) opener = focusedElement();
      open = next;
      onChange?.(open);
      for (const listener of listeners) listener();
    },
    opener: () => opener,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
