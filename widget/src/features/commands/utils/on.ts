import type { FloEventHandler, FloEventName } from '../../config/types.ts';
import type { FloRegistry } from '../registry.ts';

/** `Flo.on(event, handler)`: follows an event of every instance; returns the unsubscribe. */
export const on =
  (registry: FloRegistry) =>
  <E extends FloEventName>(event: E, handler: FloEventHandler<E>): (() => void) =>
    registry.events.on(event, handler);
