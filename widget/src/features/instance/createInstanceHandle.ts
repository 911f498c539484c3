import type { Emit, FloInstance, RenderedInstance } from '../config/types.ts';
import { createEmitter } from '../events/createEmitter.ts';

type Command = 'open' | 'close' | 'toggle';

export interface InstanceHandle extends FloInstance {
  /** Sends an event to this handle's listeners and to the page-wide ones. */
  emit: Emit;
  /**
   * Hands over the rendered instance, or null while Flo is off here, replaying queued commands.
   * After a null, a single-page host may still navigate to where Flo is on: that instance is
   * handed over later (commands given while Flo was off are dropped, not replayed).
   */
  attach(rendered: RenderedInstance | null): void;
}

/**
 * The handle `Flo.mount` returns at once, before settings are checked or the UI has loaded.
 * Commands given meanwhile are queued and replayed in order once the UI is there.
 *
 * @example
 * const handle = createInstanceHandle(globalEvents.emit, () => instances.delete(handle));
 * handle.open(); // queued
 * handle.attach(renderer.render(args)); // now opened
 */
export function createInstanceHandle(emitGlobal: Emit, onDestroy: () => void): InstanceHandle {
  const events = createEmitter();
  let rendered: RenderedInstance | null = null;
  let attached = false;
  let destroyed = false;
  const queued: Command[] = [];

  const run = (command: Command) => {
    if (destroyed) return;
    if (rendered) rendered[command]();
    else if (!attached) queued.push(command);
  };

  return {
    emit(event, payload) {
      events.emit(event, payload);
      emitGlobal(event, payload);
    },
    attach(instance) {
      if (rendered) return;
      attached = true;
      if (destroyed) {
        instance?.destroy();
        return;
      }
      rendered = instance;
      for (const command of queued.splice(0)) rendered?.[command]();
    },
    open: () => run('open'),
    close: () => run('close'),
    toggle: () => run('toggle'),
    on: events.on,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      rendered?.destroy();
      rendered = null;
      events.clear();
      onDestroy();
    },
  };
}
