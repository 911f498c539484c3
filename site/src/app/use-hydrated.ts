import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and in the browser's hydration pass, true from the render right
 * after hydration (and at once for anything mounted later). For controls that only work with
 * the page's JavaScript, such as a form that posts through the API.
 *
 * @example
 * const hydrated = useHydrated();
 * <button type="submit" disabled={!hydrated}>Send</button>
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
