import type { FloRegistry } from '../registry.ts';

/** `Flo.open()`: opens every instance on the page (inline variants stay as they are). */
export const open = (registry: FloRegistry) => (): void => {
  for (const instance of registry.instances) instance.open();
};
