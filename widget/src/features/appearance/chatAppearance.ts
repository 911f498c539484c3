import type { ChatSettings } from '@flo/contract';
import type { FloOptions } from '../config/types.ts';

/** How one instance looks and opens: from the host's options, else the admin's chat settings. */
export interface ChatAppearance {
  /** `#rrggbb`, or null for the stylesheet's default. */
  accentColour: string | null;
  /** Flo's first words, or null for the machine's own welcome. */
  greeting: string | null;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

function firstColour(...colours: (string | null | undefined)[]): string | null {
  return (
    colours.find((colour) => colour !== undefined && colour !== null && HEX_COLOUR.test(colour)) ??
    null
  );
}

function firstText(...texts: (string | null | undefined)[]): string | null {
  return texts.map((text) => text?.trim()).find((text) => text) ?? null;
}

/**
 * The accent and greeting of an instance. A host's `accentColour`/`greeting` option wins over
 * the chat settings (the admin console's live preview passes the values being edited); a
 * colour that is not `#rrggbb` is ignored rather than written into the stylesheet.
 *
 * @example
 * chatAppearance({ accentColour: '#7c3aed' }, settings).accentColour // '#7c3aed'
 */
export function chatAppearance(options: FloOptions, settings: ChatSettings | null): ChatAppearance {
  return {
    accentColour: firstColour(options.accentColour, settings?.accentColour),
    greeting: firstText(options.greeting, settings?.greeting),
  };
}

/**
 * Gives the instance's shadow tree the accent colour. It stays the fallback of the host page's
 * own `--flo-accent` on `flo-chat`, so a site's stylesheet still has the last word.
 *
 * @example
 * applyAccentColour(mountPoint, '#7c3aed');
 */
export function applyAccentColour(element: HTMLElement, accentColour: string | null): void {
  if (accentColour) {
    element.style.setProperty('--flo-accent-color', `var(--flo-accent, ${accentColour})`);
  }
}
