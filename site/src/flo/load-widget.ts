/** The longest the widget waits for an idle moment once the page has hydrated, in ms. */
export const WIDGET_IDLE_TIMEOUT = 2000;

type WidgetModule = typeof import('@flo/widget');

let loading: Promise<WidgetModule> | undefined;

/** Resolves when the browser is next idle (or after the timeout on a page that never idles). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: WIDGET_IDLE_TIMEOUT });
    } else {
      setTimeout(resolve, 1);
    }
  });
}

/**
 * Flo's code, fetched once per page and only when the browser is idle after hydration, so the
 * widget's chunk never competes with the page's own scripts for the network or the main thread
 * (the site's JS budget counts it apart: site/src/bundle-budget.test.ts). Every slot on the page
 * shares the one download.
 *
 * @example
 * const { mount } = await loadWidget();
 */
export function loadWidget(): Promise<WidgetModule> {
  loading ??= idle().then(() => import('@flo/widget'));
  return loading;
}
