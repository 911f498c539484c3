const listeners = new Set<() => void>();
const patched = new WeakSet<History>();

/** Wraps pushState/replaceState once per page, since SPA routers navigate without an event. */
function patchHistory(history: History): void {
  if (patched.has(history)) return;
  patched.add(history);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function patchedHistoryMethod(this: History, ...args) {
      const result = original.apply(this, args);
      for (const listener of [...listeners]) listener();
      return result;
    } as History[typeof method];
  }
}

/**
 * Calls `onNavigate` after every history navigation of a single-page host (push, replace,
 * back/forward). Patching happens on the first call, never at import time.
 *
 * @example
 * const stop = watchNavigation(window, () => updatePage(location.pathname));
 */
export function watchNavigation(win: Window, onNavigate: () => void): () => void {
  patchHistory(win.history);
  listeners.add(onNavigate);
  win.addEventListener('popstate', onNavigate);
  return () => {
    listeners.delete(onNavigate);
    win.removeEventListener('popstate', onNavigate);
  };
}
