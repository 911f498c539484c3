import type { FloOptions } from '../config/types.ts';
import { isInlineVariant } from '../config/variants.ts';
import { createFrame, type FloFrame } from '../frame/createFrame.ts';
import { hasSavedConversation, instanceKeyFor } from '../persistence/conversationKey.ts';
import { FACADE_ATTRIBUTE, type FacadeNode, facadeFor, facadeMarkup } from './facadeMarkup.ts';
import { holdFacadeChoices } from './holdFacadeChoices.ts';

/** An opening the loader painted (or will paint once the page has parsed its slot). */
export interface PaintedFacade {
  /** Flo will not show here after all (switched off, or destroyed): the opening goes. */
  remove(): void;
}

/** Elements and text only, each text through a text node: nothing is parsed as HTML. */
function draw(node: FacadeNode): Node {
  if (typeof node === 'string') return document.createTextNode(node);
  const [tag, attributes, ...children] = node;
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children.map(draw));
  return element;
}

/**
 * The script tag's first paint (docs/decisions/029-greeting-facade.md): an inline Flo's
 * greeting and first quick replies, drawn into its slot as soon as the loader runs, from what
 * it knows at once (the page, the host's options, the default greeting and accent: a greeting
 * or accent the admin changed shows when the chat takes over), with base.css, the styles the
 * chat will have. Nothing is painted where the chat would open differently: another
 * flow, a hero asked to start closed, a conversation this tab will resume, a slot not found
 * even once the page has parsed, or `facade: false`. The chat takes the same elements over
 * when it arrives; a reply clicked meanwhile is remembered and sent then.
 *
 * @example
 * const facade = paintFacade('#flo-hero', { variant: 'hero' });
 * facade.remove(); // Flo is switched off for this page
 */
export function paintFacade(target: Element | string | null, options: FloOptions): PaintedFacade {
  const { variant = 'embedded' } = options;
  let frame: FloFrame | undefined;
  let removed = false;
  const paint = () => {
    const slot = typeof target === 'string' ? document.querySelector(target) : target;
    const opening = facadeFor(window.location.pathname, options, null);
    if (
      removed ||
      !slot ||
      !opening ||
      !isInlineVariant(variant) ||
      (variant === 'hero' && options.open === false) ||
      slot.querySelector(':scope > flo-chat') ||
      hasSavedConversation(window, instanceKeyFor(target, options))
    ) {
      return;
    }
    frame = createFrame(slot, variant);
    frame.root.setAttribute(FACADE_ATTRIBUTE, '');
    frame.root.append(draw(facadeMarkup(variant, opening)));
    holdFacadeChoices(frame.root);
  };
  paint();
  if (!frame && document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', paint, { once: true });
  }
  return {
    remove() {
      removed = true;
      if (frame?.root.hasAttribute(FACADE_ATTRIBUTE)) frame.remove();
    },
  };
}
