import type { AnyStateMachine, AnyStateNode } from 'xstate';

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
 * The shape of the Flo statechart, `flowVersionOf(floMachine)`. A persisted conversation saved
 * under another version is dropped rather than restored into states that no longer exist.
 * Written out, not computed at load, so that a page running only the general flow need not load
 * the page flows to know it (docs/decisions/033-page-flows-fetched-apart.md); version.test.ts
 * fails with the new value whenever the state tree changes.
 *
 * @example
 * sessionStorage.setItem(`flo:conversation:${FLOW_VERSION}`, JSON.stringify(snapshot));
 */
export const FLOW_VERSION = 'swftrx';
