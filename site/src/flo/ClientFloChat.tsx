import type { FloChatProps, FloInstance } from '@flo/widget';
import { FACADE_ATTRIBUTE, holdFacadeChoices } from '@flo/widget/facade';
import { createElement, useEffect, useRef } from 'react';
import { FloFacade } from './FloFacade.tsx';
import { loadWidget } from './load-widget.ts';

/** The widget options the site's placements use, and the slot's class. */
export type ClientFloChatProps = Pick<
  FloChatProps,
  'variant' | 'specialist' | 'service' | 'city' | 'open' | 'className'
> & {
  /**
   * Server-render Flo's opening in the slot (FloFacade), for an open inline chat that opens
   * with the welcome: its `<flo-chat>` host is rendered on both sides so hydration keeps it.
   */
  opening?: boolean;
};

/**
 * Flo, mounted only after hydration: the server renders the empty slot (its size reserved by
 * CSS), or with `opening` Flo's greeting and first replies in it, whose replies, once hydrated,
 * remember a click for the widget to send; the widget decides from the chat settings whether
 * to show, and takes the opening over. The widget's UI is a
 * separate chunk, fetched in the browser once it is idle after hydration. Destroying it from this effect's cleanup is safe:
 * the widget unmounts its own React root a microtask later, outside this commit.
 *
 * @example
 * <ClientFloChat variant="hero" open className="hero__chat" />
 */
export function ClientFloChat({
  className,
  variant,
  specialist,
  service,
  city,
  open,
  opening,
}: ClientFloChatProps) {
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let instance: FloInstance | undefined;
    let unmounted = false;
    const facade = slot.current?.querySelector('flo-chat')?.shadowRoot;
    const root = facade?.querySelector(`[${FACADE_ATTRIBUTE}]`);
    if (root) holdFacadeChoices(root);
    void loadWidget().then(({ mount }) => {
      if (unmounted) return;
      instance = mount(slot.current, {
        variant: variant ?? 'embedded',
        ...(specialist ? { specialist } : {}),
        ...(service ? { service } : {}),
        ...(city ? { city } : {}),
        ...(open !== undefined ? { open } : {}),
      });
    });
    return () => {
      unmounted = true;
      instance?.destroy();
    };
  }, [variant, specialist, service, city, open]);

  return (
    <div ref={slot} className={className}>
      {opening &&
        variant &&
        createElement(
          'flo-chat',
          { 'data-variant': variant },
          import.meta.env.SSR ? <FloFacade variant={variant} /> : null,
        )}
    </div>
  );
}
