import baseCss from './base.css?inline';
import chatCss from './chat.css?inline';

/** Each stylesheet parsed once per document, shared by every Flo on the page. */
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/**
 * Gives a shadow root Flo's CSS (by default the base and chat styles every variant needs) as a
 * constructable stylesheet: no <style> element and no inline style, so a host CSP without
 * 'unsafe-inline' still styles Flo. A later call adds its sheet after the ones already adopted.
 */
export function adoptStyles(root: ShadowRoot, css = `${baseCss}\n${chatCss}`): void {
  const document = root.ownerDocument;
  const view = document.defaultView;
  if (
    !view ||
    !('adoptedStyleSheets' in root) ||
    !('replaceSync' in view.CSSStyleSheet.prototype)
  ) {
    return;
  }
  const parsed = sheets.get(document) ?? new Map<string, CSSStyleSheet>();
  sheets.set(document, parsed);
  const sheet = parsed.get(css) ?? new view.CSSStyleSheet();
  if (!parsed.has(css)) sheet.replaceSync(css);
  parsed.set(css, sheet);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((s) => s !== sheet), sheet];
}
