import type { FloEmitter } from '../events/createEmitter.ts';
import type { InstanceHandle } from '../instance/createInstanceHandle.ts';
import type { MountInstance } from '../instance/createMounter.ts';

/** What every page-wide command works on: the live instances and the page-wide events. */
export interface FloRegistry {
  instances: Set<InstanceHandle>;
  events: FloEmitter;
  mountInstance: MountInstance;
}
