import { useEffect, useRef } from 'react';
import type { FloEventHandler, FloEventName, FloOptions } from '../../config/types.ts';
import { floModule } from '../floModule.ts';

export interface FloChatProps extends FloOptions {
  /** Handlers for this instance's events, e.g. `{ 'enquiry:submitted': track }`. */
  on?: { [E in FloEventName]?: FloEventHandler<E> };
  className?: string;
}

/**
 * Flo for React hosts: renders a slot and mounts an instance into it (in its own shadow root),
 * destroying it on unmount. Renders only the empty slot on the server.
 *
 * @example
 * <FloChat variant="embedded" specialist="oak-floors-leeds" on={{ open: () => track('flo') }} />
 */
export function FloChat({ on, className, ...options }: FloChatProps) {
  const slot = useRef<HTMLDivElement>(null);
  const handlers = useRef(on);
  handlers.current = on;
  const { variant, specialist, service, city, source, open, launcher, apiOrigin } = options;
  const { accentColour, greeting, preview } = options;

  useEffect(() => {
    const instance = floModule().mount(slot.current, {
      variant: variant ?? 'embedded',
      ...(specialist ? { specialist } : {}),
      ...(service ? { service } : {}),
      ...(city ? { city } : {}),
      ...(source ? { source } : {}),
      ...(open !== undefined ? { open } : {}),
      ...(launcher !== undefined ? { launcher } : {}),
      ...(apiOrigin ? { apiOrigin } : {}),
      ...(accentColour ? { accentColour } : {}),
      ...(greeting ? { greeting } : {}),
      ...(preview ? { preview } : {}),
    });
    for (const event of Object.keys(handlers.current ?? {}) as FloEventName[]) {
      instance.on(event, (payload) =>
        (handlers.current?.[event] as ((value: typeof payload) => void) | undefined)?.(payload),
      );
    }
    return () => instance.destroy();
    // A new accent or greeting (say, from a settings preview) starts a fresh instance.
  }, [
    variant,
    specialist,
    service,
    city,
    source,
    open,
    launcher,
    apiOrigin,
    accentColour,
    greeting,
    preview,
  ]);

  return <div ref={slot} className={className} />;
}
