import { assign } from 'xstate';
import { createFloActors } from './api/actors.ts';
import type { FloApi } from './api/client.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { floMachine } from './machine/machine.ts';
import { FLO_DELAYS, type FloDelay } from './machine/setup.ts';

export interface CreateFloMachineOptions {
  api: FloApi;
  /** Makes idempotency keys; defaults to time-ordered UUIDs (`newIdempotencyKey`). */
  generateId?: () => string;
  /** Overrides typing delays (ms), e.g. all 0 in tests. */
  delays?: Partial<Record<FloDelay, number>>;
}

/**
 * The Flo machine wired to an API client: `floMachine.provide({ actors, … })`.
 *
 * @example
 * const machine = createFloMachine({ api: createFloApi({ baseUrl: '' }) });
 * const actor = createActor(machine, { input: { page: pageContextFromLocation('/') } }).start();
 */
export function createFloMachine(options: CreateFloMachineOptions) {
  const generateId = options.generateId ?? newIdempotencyKey;
  return floMachine.provide({
    actors: createFloActors(options.api),
    delays: { ...FLO_DELAYS, ...options.delays },
    actions: {
      assignIdempotencyKey: assign({
        idempotencyKey: ({ context }) => context.idempotencyKey ?? generateId(),
      }),
    },
  });
}
