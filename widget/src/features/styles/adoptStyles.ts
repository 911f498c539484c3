import baseCss from './base.css?inline';
import chatCss from './chat.css?inline';
import overlayCss from './overlay.css?inline';

const sheets = new WeakMap<Document, CSSStyleSheet>();

/**
 * Gives a shadow root Flo's CSS as a constructable stylesheet: no <style> element and no inline
 * style, so a host CSP without 'unsafe-inline' still styles Flo, and one parsed sheet is shared
 * by every instance on the page.
 */
export function adoptStyles(root: ShadowRoot): void {
  const view = root.ownerDocument.defaultView;
  if (
    !view ||
    !('adoptedStyleSheets' in root) ||
    !('replaceSync' in view.CSSStyleSheet.prototype)
  ) {
    return;
  }
  let sheet = sheets.get(root.ownerDocument);
  if (!sheet) {
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(`${baseCss}\n${chatCss}\n${overlayCss}`);
    sheets.set(root.ownerDocument, sheet);
  }
  root.adoptedStyleSheets = [sheet];
}
