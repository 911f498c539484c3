import type { Emit, FloEventHandler, FloEventName } from '../config/types.ts';

export interface FloEmitter {
  emit: Emit;
  on<E extends FloEventName>(event: E, handler: FloEventHandler<E>): () => void;
  clear(): void;
}

/**
 * A small typed event hub. A handler that throws is isolated so one broken analytics snippet on
 * the host page cannot stop the chat or the other handlers.
 *
 * @example
 * const events = createEmitter();
 * const off = events.on('open', ({ variant }) => console.log(variant));
 */
export function createEmitter(): FloEmitter {
  const handlers = new Map<FloEventName, Set<(payload: never) => void>>();
  return {
    emit(event, payload) {
      for (const handler of handlers.get(event) ?? []) {
        try {
          (handler as (value: typeof payload) => void)(payload);
        } catch (error) {
          console.error('[Flo] event handler failed', error);
        }
      }
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as (payload: never) => void);
      handlers.set(event, set);
      return () => set.delete(handler as (payload: never) => void);
    },
    clear() {
      handlers.clear();
    },
  };
}
