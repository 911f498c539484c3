import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the top whenever the path or query changes (docs/product/routes.md#global-interface),
 * but not on the first render, so a reload keeps the browser's own scroll position.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname, search } = useLocation();
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, search]);
}
