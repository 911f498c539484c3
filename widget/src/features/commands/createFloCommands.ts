import type { FloRegistry } from './registry.ts';
import { close } from './utils/close.ts';
import { destroy } from './utils/destroy.ts';
import { mount } from './utils/mount.ts';
import { on } from './utils/on.ts';
import { open } from './utils/open.ts';
import { toggle } from './utils/toggle.ts';

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
