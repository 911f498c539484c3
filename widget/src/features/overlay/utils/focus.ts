import { deepActiveElement } from './deepActiveElement.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab cycling inside `container` (a modal dialog). Returns true when it
 * moved focus, so the caller can cancel the browser's own move.
 */
export function trapTab(container: HTMLElement, backwards: boolean): boolean {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return false;
  const active = deepActiveElement(container.ownerDocument);
  const atEdge = backwards ? active === first || active === container : active === last;
  const outside = !active || !container.contains(active);
  if (!atEdge && !outside) return false;
  (backwards ? last : first).focus();
  return true;
}
