import type { FloRegistry } from '../registry.ts';

/** `Flo.close()`: closes every instance on the page (inline variants stay as they are). */
export const close = (registry: FloRegistry) => (): void => {
  for (const instance of registry.instances) instance.close();
};
