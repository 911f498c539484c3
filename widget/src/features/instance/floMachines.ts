import { createFloMachineWith, entryFlowFor, type FloApi } from '@flo/chat-machine';
import type { FloMachine } from '../chat/floActor.ts';
import type { FloOptions } from '../config/types.ts';
import { savedConversationPage } from '../persistence/savedConversationPage.ts';
import type { SnapshotStore } from '../persistence/snapshotStore.ts';
import { loadPageFlows } from './loadPageFlows.ts';
import { pageContextFor } from './pageContextFor.ts';

export interface FloMachines {
  /**
   * The machine for a conversation starting on `path`, or resuming the one saved in `store`:
   * at once when it has every flow they enter, else once the page flows have come.
   */
  for(path: string, store?: SnapshotStore): FloMachine | Promise<FloMachine>;
}

/**
 * The chat machine of one instance: the general flow's from the start, every flow's from the
 * first conversation that starts, or resumes, on a page entering a page flow (a specialist's
 * profile, a service page, a city's specialists), which fetches them (loadPageFlows).
 *
 * @example
 * const machine = await floMachines(api, options).for(location.pathname, store);
 */
export function floMachines(api: FloApi, options: FloOptions): FloMachines {
  let machine = createFloMachineWith({}, { api });
  let everyFlow = false;
  let loading: Promise<FloMachine> | undefined;
  return {
    for(path, store) {
      const pages = [pageContextFor(path, options), store && savedConversationPage(store)];
      if (everyFlow || pages.every((page) => !page || entryFlowFor(page) === 'general')) {
        return machine;
      }
      loading ??= loadPageFlows().then(
        (flows) => {
          machine = createFloMachineWith(flows, { api });
          everyFlow = true;
          return machine;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
