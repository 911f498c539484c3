import { pageContextFromLocation } from '@flo/chat-machine';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { memoryFloApi } from '../../testing/memoryFloApi.ts';
import type { FloMachine } from '../chat/floActor.ts';
import type { SnapshotStore } from '../persistence/snapshotStore.ts';
import { floMachines } from './floMachines.ts';

/** The top state a conversation on `path` starts in: the flow it enters. */
const flowOnStart = (machine: FloMachine, path: string) =>
  Object.keys(
    createActor(machine, { input: { page: pageContextFromLocation(path) } })
      .start()
      .getSnapshot().value,
  )[0];

/** A store holding a conversation begun on `path`. */
const savedOn = (path: string): SnapshotStore => ({
  load: () => ({ snapshot: { context: { page: pageContextFromLocation(path) } }, pending: [] }),
  save() {},
  clear() {},
});

describe('floMachines', () => {
  it("gives the general flow's machine at once, and fetches the page flows for a page that enters one", async () => {
    const machines = floMachines(memoryFloApi().api, {});
    const home = machines.for('/');
    expect(home).not.toBeInstanceOf(Promise);
    expect(flowOnStart(home as FloMachine, '/specialist/oak-floors-leeds')).toBe('general');

    const profile = machines.for('/specialist/oak-floors-leeds');
    expect(profile).toBeInstanceOf(Promise);
    const everyFlow = await profile;
    expect(flowOnStart(everyFlow, '/specialist/oak-floors-leeds')).toBe('specialist');
    expect(machines.for('/')).toBe(everyFlow);
  });

  it('fetches them for a saved conversation begun on such a page, or a specialist the host named', async () => {
    const api = memoryFloApi().api;
    const resumed = floMachines(api, {}).for('/', savedOn('/specialists/leeds'));
    expect(flowOnStart(await resumed, '/specialists/leeds')).toBe('location_page');
    expect(floMachines(api, { specialist: 'oak-floors-leeds' }).for('/')).toBeInstanceOf(Promise);
  });
});
