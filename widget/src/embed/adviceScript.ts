import type * as Advice from '@flo/chat-machine/advice';

export type AdviceTexts = typeof Advice;

/** Where flo-advice.js hands its texts over: a private slot on `window.Flo`. */
export interface AdviceSlot {
  _a?: (advice: AdviceTexts) => void;
}

let source = '';
let loading: Promise<AdviceTexts> | undefined;

/**
 * Where the UI bundle finds flo-advice.js: beside itself (app.ts tells it once it runs).
 *
 * @example
 * adviceScriptAt('https://flo.example/widget/flo-advice.js');
 */
export function adviceScriptAt(src: string): void {
  source = src;
}

/** flo-advice.js as a classic script, once; a failed load is tried again on the next ask. */
function loadAdvice(): Promise<AdviceTexts> {
  loading ??= new Promise<AdviceTexts>((resolve, reject) => {
    const flo = window as Window & { Flo?: AdviceSlot };
    flo.Flo ??= {};
    flo.Flo._a = resolve;
    const script = document.createElement('script');
    script.src = source;
    script.async = true;
    script.addEventListener('error', () => {
      loading = undefined;
      reject(new Error(`Flo could not load ${source}`));
    });
    document.head.append(script);
  });
  return loading;
}

/*
 * The script-tag build puts this module where the chat machine imports its advice texts
 * (widget/build/widgetBuild.ts): one IIFE file cannot leave a dynamic import as a chunk of its
 * own, so the ~2.8 KB gzip of texts would ride in flo-app.js for every visitor. The machine
 * awaits the answer; a failed load becomes its 'advice unavailable' reply, as offline does.
 */
export const adviceForService = (...args: Parameters<AdviceTexts['adviceForService']>) =>
  loadAdvice().then((advice) => advice.adviceForService(...args));

export const answerAdviceQuestion = (...args: Parameters<AdviceTexts['answerAdviceQuestion']>) =>
  loadAdvice().then((advice) => advice.answerAdviceQuestion(...args));
