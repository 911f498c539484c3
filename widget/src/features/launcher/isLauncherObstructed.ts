/**
 * What the launcher must not sit on top of: an open modal dialog of the host page or a cookie
 * banner. Banners are found by `[data-flo-avoid]` (hosts can mark anything) or `role="dialog"`.
 */
const OBSTRUCTING = '[aria-modal="true"], [data-flo-avoid], [role="dialog"], dialog[open]';

function isShown(element: Element): boolean {
  if (element.closest('[hidden]')) return false;
  const view = element.ownerDocument.defaultView;
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = view?.getComputedStyle(node);
    if (style?.display === 'none' || style?.visibility === 'hidden') return false;
  }
  return true;
}

/** True while any obstructing element in the light DOM is shown. */
export function isLauncherObstructed(doc: Document): boolean {
  return [...doc.querySelectorAll(OBSTRUCTING)].some(isShown);
}

/**
 * Calls `onChange` with the obstruction state now and whenever the page's DOM changes it.
 *
 * @example
 * const stop = watchLauncherObstruction(document, (hidden) => setHidden(hidden));
 */
export function watchLauncherObstruction(
  doc: Document,
  onChange: (obstructed: boolean) => void,
): () => void {
  let last = isLauncherObstructed(doc);
  onChange(last);
  const observer = new MutationObserver(() => {
    const now = isLauncherObstructed(doc);
    if (now === last) return;
    last = now;
    onChange(now);
  });
  observer.observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['hidden', 'style', 'class', 'open', 'aria-modal', 'role', 'data-flo-avoid'],
  });
  return () => observer.disconnect();
}
