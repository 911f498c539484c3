import { cleanup, configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

// Screens here wait on the real API over a real SQLite file, each write fsynced. On a busy
// 2-core CI machine, with other test files writing their own databases at the same moment, a
// round trip after a click has taken over 5 s (an admin test timed out so in CI, twice), where
// it takes ~0.2 s alone. Fifteen seconds, as for a hydrated navigation (`NAVIGATION`), leaves
// room; a test still fails when what it waits for never comes.
configure({ asyncUtilTimeout: 15_000 });

/** Removes every attribute an element was given (lang, classes, data-*). */
function clearAttributes(element: Element): void {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}

// The site's files share a worker and its jsdom (docs/decisions/052-site-tests-share-workers.md).
// After each file, the document goes back to what a new jsdom has and the workspaces' modules are
// evaluated afresh for the next file (module state such as whether the page has hydrated, or
// whether the widget is loading, starts as on a new page), so it starts as it would alone:
// nothing rendered, empty storage, no fake clock or stubbed globals, at /. Packages from
// node_modules stay loaded: that is the time saved.
afterAll(() => {
  if (typeof document === 'undefined') return; // a file in the node environment
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  clearAttributes(document.documentElement);
  clearAttributes(document.body);
  window.history.replaceState(null, '', '/');
  vi.resetModules();
});
