import type { FloChatProps, FloInstance } from '@flo/widget';
import { useEffect, useRef } from 'react';

/** The widget options the site's placements use, and the slot's class. */
export type ClientFloChatProps = Pick<
  FloChatProps,
  'variant' | 'specialist' | 'service' | 'city' | 'open' | 'className'
>;

/**
 * Flo, mounted only after hydration: the server renders the empty slot (its size reserved by
 * CSS), and the widget decides from the chat settings whether to show. The widget's UI is a
 * separate chunk, fetched only in the browser.
 *
 * The widget renders into its own React root, so it is destroyed a microtask after this slot
 * unmounts: the unmount runs while React is committing a route change, and unmounting another
 * root synchronously from inside a commit is a race React refuses ("Attempted to synchronously
 * unmount a root while React was already rendering").
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
    void import('@flo/widget').then(({ mount }) => {
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
      const mounted = instance;
      if (mounted) queueMicrotask(() => mounted.destroy());
    };
  }, [variant, specialist, service, city, open]);

  return <div ref={slot} className={className} />;
}
