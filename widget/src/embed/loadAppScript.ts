import type { FloRenderer } from '../features/instance/renderer.ts';

/** Where the UI bundle hands itself over to the loader: a private slot on `window.Flo`. */
export interface RendererSlot {
  _r?: (renderer: FloRenderer) => void;
}

/**
 * Loads the UI bundle as a classic async script from the loader's own folder. A classic script
 * (not a module import) needs no CORS headers and passes a `script-src <api origin>` CSP.
 *
 * @example
 * const renderer = await loadAppScript('https://flo.example/widget/flo-app.js', window.Flo);
 */
export function loadAppScript(src: string, slot: RendererSlot): Promise<FloRenderer> {
  return new Promise((resolve, reject) => {
    slot._r = resolve;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('error', () => reject(new Error(`Flo could not load ${src}`)));
    document.head.append(script);
  });
}
