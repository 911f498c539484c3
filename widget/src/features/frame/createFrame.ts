import type { FloVariant } from '../config/types.ts';
import { isInlineVariant } from '../config/variants.ts';
import { adoptStyles } from '../styles/adoptStyles.ts';
import baseCss from '../styles/base.css?inline';

/** One Flo's place on the page: its `<flo-chat>` host, open shadow root and mount point. */
export interface FloFrame {
  host: HTMLElement;
  shadow: ShadowRoot;
  /** The `.flo-root` element the chat renders into. */
  root: HTMLElement;
  /** Takes the frame off the page: a host Flo added goes, one the page rendered is emptied. */
  remove(): void;
}

/** Opens a frame: where a Flo's UI goes on the page, with base.css adopted. */
export type OpenFrame = (slot: Element, variant: FloVariant) => FloFrame;

/** Hosts this code added to the page, as opposed to ones the page's own markup rendered. */
const addedHosts = new WeakSet<Element>();

/**
 * A `<flo-chat>` in an inline slot that no chat runs in yet: an opening painted before the chat
 * loaded (the loader's, or the server's as declarative shadow DOM), or an empty host the page
 * rendered itself so its hydration keeps the element.
 */
function waitingHost(slot: Element): HTMLElement | undefined {
  return [...slot.children].find(
    (child): child is HTMLElement =>
      child.localName === 'flo-chat' &&
      !child.shadowRoot?.querySelector('.flo-root:not([data-flo-facade])'),
  );
}

/**
 * The frame of one Flo in `slot` (`document.body` for the floating variants). An inline variant
 * takes over a waiting `<flo-chat>` there, with the opening painted in it, so the chat draws
 * over the same elements; otherwise a new host is appended. Either way the shadow root gets
 * base.css, the styles the opening needs (docs/decisions/029-greeting-facade.md).
 *
 * @example
 * const { shadow, root } = createFrame(document.querySelector('#hero')!, 'hero');
 */
export function createFrame(slot: Element, variant: FloVariant): FloFrame {
  const waiting = isInlineVariant(variant) ? waitingHost(slot) : undefined;
  const host = waiting ?? document.createElement('flo-chat');
  host.dataset.variant = variant;
  if (!waiting) {
    addedHosts.add(host);
    slot.append(host);
  }
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, baseCss);
  let root = shadow.querySelector<HTMLElement>('.flo-root');
  if (!root) {
    root = document.createElement('div');
    root.className = 'flo-root';
    shadow.append(root);
  }
  return {
    host,
    shadow,
    root,
    remove: () => (addedHosts.has(host) ? host.remove() : shadow.replaceChildren()),
  };
}
