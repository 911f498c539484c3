/**
 * flo-advice.js, the quick-advice texts of the script-tag widget, loaded by the UI bundle the
 * first time a visitor asks for advice (adviceScript.ts): hands them over through a private
 * slot on `window.Flo`, as flo-app.js hands over the renderer.
 */
import * as advice from '@flo/chat-machine/advice';
import type { AdviceSlot } from './adviceScript.ts';

(window as Window & { Flo?: AdviceSlot }).Flo?._a?.(advice);
