import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { floMachine } from './machine.ts';

/** A short hash of every state id of a machine: its shape, as far as a snapshot cares. */
export function flowVersionOf(machine: AnyStateMachine): string {
  let hash = 5381;
  for (const char of stateIds(machine.root).sort().join('|')) {
    hash = ((hash << 5) + hash + char.charCodeAt(0)) >>> 0;
  }
  return hash.toString(36);
}

function stateIds(node: AnyStateNode): string[] {
  return [node.id, ...Object.values(node.states).flatMap(stateIds)];
}

/**
 * The shape of the Flo statechart. A persisted conversation saved under another version is
 * dropped rather than restored into states that no longer exist; derived from the machine, so
 * nobody has to remember to bump it.
 *
 * @example
 * sessionStorage.setItem(`flo:conversation:${FLOW_VERSION}`, JSON.stringify(snapshot));
 */
export const FLOW_VERSION = flowVersionOf(floMachine);
