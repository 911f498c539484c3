import type { ChatSettings, PageType } from '@flo/contract';
import { doublingDelayMs, isFloEnabledOn } from '@flo/contract/rules';
import type { Emit, FloOptions, FloVariant, RenderedInstance } from '../config/types.ts';
import type { PaintedFacade } from '../facade/paintFacade.ts';
import { createFrame } from '../frame/createFrame.ts';
import { watchNavigation } from '../page-context/watchNavigation.ts';
import { fetchChatSettings } from '../settings/fetchChatSettings.ts';
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
  /** Wait before asking for the settings again after `failures` failed calls; tests shorten it. */
  settingsRetryDelayMs?(failures: number): number;
  /**
   * Paints an instance's opening at once, before the settings and the UI (the script tag's
   * loader: facade/paintFacade.ts); ES module hosts have none.
   */
  paintFacade?(target: Element | string | null, options: FloOptions): PaintedFacade;
}

/** 2 s, 4 s, 8 s … capped at 2 minutes: an API that is down for a while is not hammered. */
export function settingsRetryDelayMs(failures: number): number {
  return doublingDelayMs(failures - 1, { firstMs: 2000, maxMs: 120_000 });
}

export type MountInstance = (
  target: Element | string | null,
  options?: FloOptions,
  onDestroy?: () => void,
) => InstanceHandle;

/**
 * Mounting shared by the script tag and the ES module: returns a handle at once (the script
 * tag has painted an inline chat's opening by then), then checks the chat settings and only
 * when Flo is on for this page (or the instance is a preview) loads the UI and renders it, or
 * takes the painted opening away. A page where
 * Flo is off makes no call but the settings call and renders nothing; on a single-page host it
 * keeps an eye on navigation and renders once the visitor reaches a page type where Flo is on.
 * When the settings call fails, Flo is not taken to be off: it asks again after a growing wait,
 * or at once when the visitor navigates, and commands wait for the answer.
 *
 * @example
 * const mountInstance = createMounter({ apiOrigin, emitGlobal, currentPageType, loadRenderer });
 * const chat = mountInstance('#hero-chat', { variant: 'hero' });
 */
export function createMounter(deps: MounterDeps): MountInstance {
  return (target, options = {}, onDestroy = () => {}) => {
    let destroyed = false;
    let stopWaiting = () => {};
    const apiOrigin = options.apiOrigin ?? deps.apiOrigin;
    const variant = options.variant ?? (target ? 'embedded' : 'bubble');
    const facade = deps.paintFacade?.(target, { ...options, variant });
    const handle = createInstanceHandle(deps.emitGlobal, () => {
      destroyed = true;
      stopWaiting();
      facade?.remove();
      onDestroy();
    });
    const enabledHere = (settings: ChatSettings) =>
      options.preview === true || isFloEnabledOn(settings, deps.currentPageType());
    const render = async (settings: ChatSettings) => {
      const renderer = await deps.loadRenderer(variant);
      return renderer.render({
        target,
        options: { ...options, variant },
        settings,
        apiOrigin,
        emit: handle.emit,
        frame: createFrame,
      });
    };
    const attach = (rendering: Promise<RenderedInstance | null>) =>
      rendering
        .catch((error: unknown) => {
          handle.emit('error', { message: error instanceof Error ? error.message : String(error) });
          return null;
        })
        .then((rendered) => handle.attach(rendered));
    // Once rendered, the instance itself hides and shows as the page type changes.
    const waitForEnabledPage = (settings: ChatSettings) => {
      stopWaiting = watchNavigation(window, () => {
        if (!enabledHere(settings)) return;
        stopWaiting();
        void attach(render(settings));
      });
    };

    const applySettings = (settings: ChatSettings) => {
      if (enabledHere(settings)) return attach(render(settings));
      facade?.remove();
      if (settings.enabled) waitForEnabledPage(settings);
      return attach(Promise.resolve(null));
    };
    const askForSettings = (failures: number) => {
      void fetchChatSettings(apiOrigin).then((settings) => {
        if (destroyed) return;
        if (settings) {
          void applySettings(settings);
          return;
        }
        const retry = () => {
          stopWaiting();
          askForSettings(failures + 1);
        };
        const delay = (deps.settingsRetryDelayMs ?? settingsRetryDelayMs)(failures + 1);
        const timer = setTimeout(retry, delay);
        const stopWatching = watchNavigation(window, retry);
        stopWaiting = () => {
          clearTimeout(timer);
          stopWatching();
        };
      });
    };
    askForSettings(0);
    return handle;
  };
}
