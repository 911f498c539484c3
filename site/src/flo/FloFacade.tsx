import { DEFAULT_CHAT_SETTINGS } from '@flo/contract/rules';
import type { FloVariant } from '@flo/widget';
import { FACADE_ATTRIBUTE, type FacadeNode, facadeFor, facadeMarkup } from '@flo/widget/facade';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSiteConfig } from '../app/site-config.tsx';
import { chatSettingsQuery } from './chat-settings.ts';

/** The markup's attribute names as React props (the rest are the same). */
const PROP_NAMES: Record<string, string> = { class: 'className', tabindex: 'tabIndex' };

function toReact(node: FacadeNode, key?: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, attributes, ...children] = node;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attributes)) {
    props[PROP_NAMES[name] ?? name] = name === 'disabled' ? true : value;
  }
  return createElement(tag, props, ...children.map((child, index) => toReact(child, index)));
}

/**
 * Flo's opening, server-rendered (docs/decisions/029-greeting-facade.md): the greeting and
 * first quick replies the widget will open with, drawn with the widget's own markup in a
 * declarative shadow root that links its stylesheet, so it paints with the HTML. The replies
 * are disabled until the page's script holds a click (ClientFloChat); the widget then takes
 * the elements over. Rendered only where it can match the widget exactly: the chat opens with
 * the welcome here, and the accent is the stylesheet's own (another needs an inline style,
 * which the CSP forbids). Server only: the browser keeps what the parser built.
 */
export function FloFacade({ variant }: { variant: FloVariant }) {
  const { floStylesheet } = useSiteConfig();
  const { pathname } = useLocation();
  const { data: settings } = useSuspenseQuery(chatSettingsQuery);
  if (variant !== 'hero' && variant !== 'embedded' && variant !== 'standalone') return null;
  const opening = facadeFor(pathname, { variant }, settings);
  const accent = settings.accentColour ?? DEFAULT_CHAT_SETTINGS.accentColour;
  if (!floStylesheet || !opening || accent !== DEFAULT_CHAT_SETTINGS.accentColour) return null;
  return createElement(
    'template',
    { shadowrootmode: 'open' },
    <link rel="stylesheet" href={floStylesheet} />,
    <div className="flo-root" {...{ [FACADE_ATTRIBUTE]: '' }}>
      {toReact(facadeMarkup(variant, opening, true))}
    </div>,
  );
}
