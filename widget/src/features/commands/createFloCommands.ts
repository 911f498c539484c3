import { close } from './close.ts';
import { destroy } from './destroy.ts';
import { mount } from './mount.ts';
import { on } from './on.ts';
import { open } from './open.ts';
import type { FloRegistry } from './registry.ts';
import { toggle } from './toggle.ts';

export type FloCommands = ReturnType<typeof createFloCommands>;

/**
 * The public command set, the same for `window.Flo` and the ES module.
 *
 * @example
 * const flo = createFloCommands({ instances: new Set(), events: createEmitter(), mountInstance });
 * flo.mount('#slot', { variant: 'embedded' });
 */
export function createFloCommands(registry: FloRegistry) {
  return {
    mount: mount(registry),
    open: open(registry),
    close: close(registry),
    toggle: toggle(registry),
    destroy: destroy(registry),
    on: on(registry),
  };
}
