/**
 * flo.js, the script-tag entry: everything else lives in startFlo so it can be tested.
 * `document.currentScript` is only set while this script first runs, so it is read at once.
 */
import { startFlo } from './startFlo.ts';

const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.src) startFlo(script, window);
