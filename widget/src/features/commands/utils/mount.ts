import type { FloInstance, FloOptions } from '../../config/types.ts';
import type { FloRegistry } from '../registry.ts';

/** `Flo.mount(target, options)`: adds one more instance; its handle has its own destroy. */
export const mount =
  (registry: FloRegistry) =>
  (target: Element | string | null = null, options: FloOptions = {}): FloInstance => {
    const handle = registry.mountInstance(target, options, () => registry.instances.delete(handle));
    registry.instances.add(handle);
    return handle;
  };
