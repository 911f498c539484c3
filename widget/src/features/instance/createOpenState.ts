/** Whether an instance's chat is showing; readable from React and from host commands alike. */
export interface OpenState {
  get(): boolean;
  set(open: boolean): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A tiny external store, so `Flo.open()` outside React and the launcher inside it share one
 * source of truth (`useSyncExternalStore(state.subscribe, state.get)`).
 *
 * @example
 * const state = createOpenState(false);
 * state.set(true);
 */
export function createOpenState(initial: boolean, onChange?: (open: boolean) => void): OpenState {
  let open = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => open,
    set(next) {
      if (next === open) return;
      open = next;
      onChange?.(open);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
