import { assign } from 'xstate';
import { createFloActors } from './api/actors.ts';
import type { FloApi } from './api/client.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { assembleFloMachine } from './machine/assemble.ts';
import { floMachine } from './machine/machine.ts';
import type { PageFlows } from './machine/page-flows.ts';
import { FLO_DELAYS, type FloDelay } from './machine/setup.ts';

export interface CreateFloMachineOptions {
  api: FloApi;
  /** Makes idempotency keys; defaults to time-ordered UUIDs (`newIdempotencyKey`). */
  generateId?: () => string;
  /** Overrides typing delays (ms), e.g. all 0 in tests. */
  delays?: Partial<Record<FloDelay, number>>;
}

function wired(machine: typeof floMachine, options: CreateFloMachineOptions) {
  const generateId = options.generateId ?? newIdempotencyKey;
  return machine.provide({
    actors: createFloActors(options.api),
    delays: { ...FLO_DELAYS, ...options.delays },
    actions: {
      assignIdempotencyKey: assign({
        idempotencyKey: ({ context }) => context.idempotencyKey ?? generateId(),
      }),
    },
  });
}

/**
 * The Flo machine wired to an API client: `floMachine.provide({ actors, … })`.
 *
 * @example
 * const machine = createFloMachine({ api: createFloApi({ baseUrl: '' }) });
 * const actor = createActor(machine, { input: { page: pageContextFromLocation('/') } }).start();
 */
export function createFloMachine(options: CreateFloMachineOptions) {
  return wired(floMachine, options);
}

/**
 * `createFloMachine` with only the page flows given (`@flo/chat-machine/page-flows`), for a
 * host that leaves the others out of its first download: `{}` runs the general flow, all a page
 * such as the home page enters; a page whose flow is missing starts in the general flow.
 *
 * @example
 * const machine = createFloMachineWith({}, { api });
 * // pageFlows: the `./page-flows` export, imported dynamically when a page needs it
 * const everyFlow = createFloMachineWith(pageFlows, { api });
 */
export function createFloMachineWith(flows: Partial<PageFlows>, options: CreateFloMachineOptions) {
  return wired(assembleFloMachine(flows), options);
}
