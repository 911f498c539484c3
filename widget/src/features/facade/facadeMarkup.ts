import { type FloOpening, pageTypeForPath, welcomeCopy, welcomeOptions } from '@flo/chat-machine';
import type { ChatSettings } from '@flo/contract';
import { SERVICE_SLUGS } from '@flo/contract/constants';
import type { FloOptions } from '../config/types.ts';

/**
 * The attribute on a frame's `.flo-root` while it holds an opening painted before the chat
 * loaded (the facade); the chat removes it when it takes over.
 */
export const FACADE_ATTRIBUTE = 'data-flo-facade';

/** An element as `[tag, attributes, ...children]`, or a text. */
export type FacadeNode =
  | string
  | [tag: string, attributes: Record<string, string>, ...FacadeNode[]];

/** The inline variants, the ones an opening can be painted for. */
export type FacadeVariant = 'hero' | 'embedded' | 'standalone';

const isServiceSlug = (slug: string | undefined) =>
  (SERVICE_SLUGS as readonly string[]).includes(slug ?? '');

/**
 * Whether the general flow's welcome opens the chat: home and other pages, a services page
 * of no known service, with no specialist and no known service preset. The page rules of
 * `entryFlowFor` for just this question, without the page context the loader does not carry.
 */
function opensWithWelcome(path: string, { specialist, service }: FloOptions): boolean {
  const pageType = pageTypeForPath(path);
  const section = path.split('/').filter(Boolean)[1];
  if (specialist || isServiceSlug(service)) return false;
  return pageType === 'home' || (pageType === 'services' && !isServiceSlug(service ?? section));
}

/**
 * The opening an inline Flo will start with on `path`, for the facade: what the chat machine
 * says first with these options and settings (null settings: the defaults), i.e.
 * `openingFor(machineInputFor(path, options, settings))` (facadeMarkup.test.ts holds them
 * equal), or null where it opens from the API or with another question, or the host asked for
 * no facade, or a split test of greetings runs: the visitor's arm is drawn when the chat starts,
 * so the server paints no greeting that the chat might then change (ADR 042).
 *
 * @example
 * facadeFor('/', { variant: 'hero' }, settings)?.options.length // 8
 */
export function facadeFor(
  path: string,
  options: FloOptions,
  settings: ChatSettings | null,
): FloOpening | null {
  if (options.facade === false || !opensWithWelcome(path, options)) return null;
  if (settings?.greetingB && !options.greeting) return null;
  const greeting = options.greeting?.trim() || settings?.greeting?.trim();
  return { text: greeting || welcomeCopy.welcome, options: welcomeOptions };
}

const el = (tag: string, attributes: Record<string, string>, ...children: FacadeNode[]) =>
  [tag, attributes, ...children] as FacadeNode;

/**
 * What the chat renders first for an opening (InlineChat around ChatPanel, with Flo's message
 * and its quick replies), as a tree both the loader (as DOM) and a server (as HTML) can draw, so
 * the chat then takes over the very same elements. Each reply carries its value for a choice
 * made before the chat arrives (`holdFacadeChoices`); `disabled` is for server HTML, whose
 * replies wait for the page's script. Kept equal to the components by facadeMarkup.test.tsx.
 *
 * @example
 * facadeMarkup('hero', openingFor(input)) // ['section', { class: 'flo-panel flo-inline flo-hero', … }, …]
 */
export function facadeMarkup(
  variant: FacadeVariant,
  opening: FloOpening,
  disabled = false,
): FacadeNode {
  return el(
    'section',
    { class: `flo-panel flo-inline flo-${variant}`, 'aria-label': 'Chat with Flo' },
    el(
      'div',
      { class: 'flo-chat', tabindex: '-1' },
      el('header', { class: 'flo-header' }, el('p', { class: 'flo-title' }, 'Flo')),
      el(
        'div',
        { class: 'flo-scroller' },
        el(
          'ol',
          { class: 'flo-messages' },
          el(
            'li',
            { class: 'flo-message flo-message-bot' },
            el('span', { class: 'flo-sr-only' }, 'Flo said'),
            el('p', { class: 'flo-bubble-text' }, opening.text),
          ),
        ),
        el(
          'div',
          { class: 'flo-sr-only', 'aria-live': 'polite', 'data-flo-live': '' },
          el('p', {}, opening.text),
        ),
      ),
      el(
        'div',
        { class: 'flo-footer' },
        el(
          'fieldset',
          { class: 'flo-replies' },
          el('legend', { class: 'flo-sr-only' }, 'Quick replies'),
          ...opening.options.map(({ value, label }) =>
            el(
              'button',
              {
                type: 'button',
                class: 'flo-reply',
                'data-value': value,
                ...(disabled ? { disabled: '' } : {}),
              },
              label,
            ),
          ),
        ),
      ),
    ),
  );
}
