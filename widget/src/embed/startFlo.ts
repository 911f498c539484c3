import { pageTypeForPath } from '@flo/chat-machine';
import { createFloCommands, type FloCommands } from '../features/commands/createFloCommands.ts';
import { replayQueue } from '../features/commands/utils/replayQueue.ts';
import { parseScriptAttributes } from '../features/config/parseScriptAttributes.ts';
import type { FloVariant } from '../features/config/types.ts';
import { createEmitter } from '../features/events/createEmitter.ts';
import { paintFacade } from '../features/facade/paintFacade.ts';
import { createMounter } from '../features/instance/createMounter.ts';
import type { FloRenderer } from '../features/instance/renderer.ts';
import { whenLauncherDue } from '../features/launcher/launcherDue.ts';
import { loadAppScript, type RendererSlot } from './loadAppScript.ts';

/** `_loaded` tells a second Flo script tag on the page that `window.Flo` is already running. */
export type FloGlobal = FloCommands & RendererSlot & { _loaded: true };

function isRunningFlo(value: unknown): value is FloGlobal {
  return typeof value === 'object' && value !== null && '_loaded' in value;
}

/** Resolves when the browser is idle (or after 2 s where it has no idle callback). */
function whenIdle(win: Window): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in win) win.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 2000);
  });
}

/**
 * What the script tag does: installs `window.Flo`, replays commands queued by the stub, and
 * mounts the instance its attributes ask for, painting an inline chat's opening at once. The UI
 * bundle is fetched only when a variant needs it: inline ones at once, the bubble when its
 * launcher is due or the browser is idle.
 *
 * @example
 * startFlo(document.currentScript as HTMLScriptElement, window);
 */
export function startFlo(
  script: HTMLScriptElement,
  win: Window & { Flo?: unknown },
  loadRenderer?: () => Promise<FloRenderer>,
): FloGlobal {
  const scriptUrl = new URL(script.src, win.location.href);
  const config = parseScriptAttributes(script);
  // Several Flo tags on one page share one window.Flo (and one UI download).
  if (isRunningFlo(win.Flo)) {
    const running = win.Flo;
    if (config.autoMount) {
      running.mount(config.target, { ...config.options, apiOrigin: scriptUrl.origin });
    }
    return running;
  }
  const queued = (win.Flo as { q?: unknown } | undefined)?.q;
  const events = createEmitter();
  const slot: RendererSlot = {};
  let renderer: Promise<FloRenderer> | undefined;
  const load = () => {
    renderer ??= loadRenderer
      ? loadRenderer()
      : loadAppScript(new URL('flo-app.js', scriptUrl).href, slot);
    return renderer;
  };
  const mountInstance = createMounter({
    apiOrigin: scriptUrl.origin,
    emitGlobal: events.emit,
    currentPageType: () => pageTypeForPath(win.location.pathname),
    loadRenderer: async (variant: FloVariant) => {
      if (variant === 'bubble') await Promise.race([whenLauncherDue(win), whenIdle(win)]);
      return load();
    },
    paintFacade,
  });
  const flo: FloGlobal = Object.assign(
    slot,
    { _loaded: true as const },
    createFloCommands({ instances: new Set(), events, mountInstance }),
  );
  win.Flo = flo;
  if (config.autoMount) flo.mount(config.target, config.options);
  replayQueue(flo, queued);
  return flo;
}
