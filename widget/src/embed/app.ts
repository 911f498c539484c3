/**
 * flo-app.js, the UI bundle the loader injects: hands the renderer to the loader through the
 * private slot it left on `window.Flo`, and finds its advice texts (flo-advice.js) beside itself.
 */

import { renderInstance } from '../features/instance/renderInstance.tsx';
import { adviceScriptAt } from './adviceScript.ts';
import type { RendererSlot } from './loadAppScript.ts';

const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.src) {
  adviceScriptAt(new URL('flo-advice.js', script.src).href);
}
(window as Window & { Flo?: RendererSlot }).Flo?._r?.({ render: renderInstance });
