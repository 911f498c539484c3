import { useEffect, useState } from 'react';

/** Set once the first effect after hydration has run; later mounts start hydrated. */
let pageHydrated = false;

/**
 * False in the server render and in the browser's hydration pass, true from the render right
 * after hydration (and at once for anything mounted later). For controls that only work with
 * the page's JavaScript, such as a form that posts through the API. State set from an effect
 * rather than a server snapshot: the browser hydrates on Preact (site/vite.config.ts), which
 * keeps server-rendered attributes during hydration, so the change must come as a re-render.
 *
 * @example
 * const hydrated = useHydrated();
 * <button type="submit" disabled={!hydrated}>Send</button>
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
