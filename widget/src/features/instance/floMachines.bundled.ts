import { createFloMachine, type FloApi } from '@flo/chat-machine';
import type { FloMachines } from './floMachines.ts';

/**
 * `floMachines` for the script-tag bundle (widget/build/widgetBuild.ts): one file holds every
 * flow anyway, so each conversation gets the machine of every flow at once.
 */
export function floMachines(api: FloApi): FloMachines {
  const machine = createFloMachine({ api });
  return { for: () => machine };
}
