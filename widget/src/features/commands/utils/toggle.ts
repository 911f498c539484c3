import type { FloRegistry } from '../registry.ts';

/** `Flo.toggle()`: opens or closes every instance on the page (inline variants stay as they are). */
export const toggle = (registry: FloRegistry) => (): void => {
  for (const instance of registry.instances) instance.toggle();
};
