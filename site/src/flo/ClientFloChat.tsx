import type { FloChatProps, FloInstance } from '@flo/widget';
import { useEffect, useRef } from 'react';
import { loadWidget } from './load-widget.ts';

/** The widget options the site's placements use, and the slot's class. */
export type ClientFloChatProps = Pick<
  FloChatProps,
  'variant' | 'specialist' | 'service' | 'city' | 'open' | 'className'
>;

/**
 * Flo, mounted only after hydration: the server renders the empty slot (its size reserved by
 * CSS), and the widget decides from the chat settings whether to show. The widget's UI is a
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
}: ClientFloChatProps) {
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let instance: FloInstance | undefined;
    let unmounted = false;
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

  return <div ref={slot} className={className} />;
}
