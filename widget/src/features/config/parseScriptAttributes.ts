import { isChatbotSource } from './chatbotSources.ts';
import type { FloOptions } from './types.ts';
import { isVariant } from './variants.ts';

/** What the script tag asks for: whether to mount by itself, where, and with which options. */
export interface ScriptConfig {
  autoMount: boolean;
  /** CSS selector of the slot an inline variant renders into (`data-target`). */
  target: string | null;
  options: FloOptions;
}

function parseBoolean(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  return value === '' || value === 'true';
}

/**
 * Reads the `data-*` attributes of the Flo script tag. A tag with `data-variant` or
 * `data-target` mounts an instance by itself; a bare tag only installs `window.Flo`.
 *
 * @example
 * parseScriptAttributes(document.currentScript).options.variant; // 'bubble'
 */
export function parseScriptAttributes(script: HTMLElement): ScriptConfig {
  const data = script.dataset;
  const target = data.target?.trim() || null;
  const variant = data.variant?.trim();
  const options: FloOptions = {};
  if (variant && isVariant(variant)) options.variant = variant;
  else options.variant = target ? 'embedded' : 'bubble';
  if (data.specialist?.trim()) options.specialist = data.specialist.trim();
  if (data.service?.trim()) options.service = data.service.trim();
  if (data.city?.trim()) options.city = data.city.trim();
  const source = data.source?.trim();
  if (source && isChatbotSource(source)) options.source = source;
  const open = parseBoolean(data.open);
  if (open !== undefined) options.open = open;
  const launcher = parseBoolean(data.launcher);
  if (launcher !== undefined) options.launcher = launcher;
  if (parseBoolean(data.facade) === false) options.facade = false;
  return { autoMount: data.variant !== undefined || target !== null, target, options };
}
