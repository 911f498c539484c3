/**
 * flo-app.js, the UI bundle the loader injects: hands the renderer to the loader through the
 * private slot it left on `window.Flo`.
 */

import { renderInstance } from '../features/instance/renderInstance.tsx';
import type { RendererSlot } from './loadAppScript.ts';

(window as Window & { Flo?: RendererSlot }).Flo?._r?.({ render: renderInstance });
