/**
 * The launcher appears once the visitor has scrolled more than this
 * (docs/product/constants.md#layout).
 */
export const LAUNCHER_SCROLL_THRESHOLD = 500;

/**
 * True once the page has been scrolled past the threshold, or at once on a page too short to
 * ever scroll that far (otherwise such a page would never show Flo).
 */
export function isLauncherDue(win: Window): boolean {
  const scrollable = win.document.documentElement.scrollHeight - win.innerHeight;
  return win.scrollY > LAUNCHER_SCROLL_THRESHOLD || scrollable <= LAUNCHER_SCROLL_THRESHOLD;
}

/** Resolves the first time the launcher is due, checking on every (passive) scroll. */
export function whenLauncherDue(win: Window): Promise<void> {
  return new Promise((resolve) => {
    if (isLauncherDue(win)) return resolve();
    const check = () => {
      if (!isLauncherDue(win)) return;
      win.removeEventListener('scroll', check);
      resolve();
    };
    win.addEventListener('scroll', check, { passive: true });
  });
}
