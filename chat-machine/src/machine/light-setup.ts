import { assign, createMachine, emit, type setup } from 'xstate';

type Implementations = NonNullable<Parameters<typeof createMachine>[1]>;

/**
 * xstate's `setup`, typed as xstate types it, whose result holds only what Flo's flows call:
 * `assign`, `emit`, `createStateConfig` and `createMachine`, which does what xstate's does (the
 * config with the implementations given). xstate's own result also holds every other action
 * creator (sendTo, raise, log, cancel, stopChild, enqueueActions, spawnChild), so each bundle
 * that builds the machine kept them all: ~0.7 KB gzip of Flo's chunk
 * (docs/decisions/033-page-flows-fetched-apart.md).
 *
 * @example
 * const typed = lightSetup({ types: { context: {} as FloContext }, guards: { … } });
 * const floSetup: Pick<typeof typed, 'assign' | 'createMachine'> = typed;
 */
export const lightSetup = (({ actors, actions, guards, delays }: Implementations) => ({
  assign,
  emit,
  createStateConfig: <Config>(config: Config) => config,
  createMachine: (config: Parameters<typeof createMachine>[0]) =>
    createMachine(config, { actors, actions, guards, delays }),
})) as unknown as typeof setup;
