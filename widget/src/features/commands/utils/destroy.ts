import type { FloRegistry } from '../registry.ts';

/** `Flo.destroy()`: removes every instance and its host element from the page. */
export const destroy = (registry: FloRegistry) => (): void => {
  for (const instance of [...registry.instances]) instance.destroy();
};
