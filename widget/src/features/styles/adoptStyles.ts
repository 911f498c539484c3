/** Each stylesheet parsed once per document, shared by every Flo on the page. */
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/**
 * Gives a shadow root one of Flo's stylesheets (base.css for every frame, chat.css with the
 * chat, overlay.css with a floating variant) as a constructable stylesheet: no <style> element
 * and no inline style, so a host CSP without 'unsafe-inline' still styles Flo. A later call
 * adds its sheet after the ones already adopted; adopting one twice keeps one copy.
 *
 * @example
 * adoptStyles(shadowRoot, chatCss);
 */
export function adoptStyles(root: ShadowRoot, css: string): void {
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
