import type { PageType } from '@flo/api/contract';
import type { Emit, FloOptions, FloVariant } from '../config/types.ts';
import { fetchChatSettings, isChatEnabled } from '../settings/fetchChatSettings.ts';
import { createInstanceHandle, type InstanceHandle } from './createInstanceHandle.ts';
import type { FloRenderer } from './renderer.ts';

export interface MounterDeps {
  /** API origin used when the options name none. */
  apiOrigin: string;
  emitGlobal: Emit;
  /** Page type of the current URL, for the per-page-type switch of the chat settings. */
  currentPageType(): PageType;
  /** Resolves with the UI when the variant needs it (at once, on idle, on scroll…). */
  loadRenderer(variant: FloVariant): Promise<FloRenderer>;
}

export type MountInstance = (
  target: Element | string | null,
  options?: FloOptions,
  onDestroy?: () => void,
) => InstanceHandle;

/**
 * Mounting shared by the script tag and the ES module: returns a handle at once, then checks the
 * chat settings and only when Flo is on for this page loads the UI and renders it. A page where
 * Flo is off makes no call but the settings call and renders nothing.
 *
 * @example
 * const mountInstance = createMounter({ apiOrigin, emitGlobal, currentPageType, loadRenderer });
 * const chat = mountInstance('#hero-chat', { variant: 'hero' });
 */
export function createMounter(deps: MounterDeps): MountInstance {
  return (target, options = {}, onDestroy = () => {}) => {
    const handle = createInstanceHandle(deps.emitGlobal, onDestroy);
    const apiOrigin = options.apiOrigin ?? deps.apiOrigin;
    const variant = options.variant ?? (target ? 'embedded' : 'bubble');
    fetchChatSettings(apiOrigin)
      .then(async (settings) => {
        if (!settings || !isChatEnabled(settings, deps.currentPageType())) return null;
        const renderer = await deps.loadRenderer(variant);
        return renderer.render({
          target,
          options: { ...options, variant },
          settings,
          apiOrigin,
          emit: handle.emit,
        });
      })
      .catch((error: unknown) => {
        handle.emit('error', { message: error instanceof Error ? error.message : String(error) });
        return null;
      })
      .then((rendered) => handle.attach(rendered));
    return handle;
  };
}
