import { assign } from 'xstate';
import { createFloActors } from './api/actors.ts';
import type { FloApi } from './api/client.ts';
import { floMachine } from './machine/machine.ts';
import { FLO_DELAYS, type FloDelay } from './machine/setup.ts';
import { randomId } from './random-id.ts';

export interface CreateFloMachineOptions {
  api: FloApi;
  /** Makes idempotency keys; defaults to crypto.randomUUID (random hex on plain-http pages). */
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
  const generateId = options.generateId ?? randomId;
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
