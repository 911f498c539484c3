import type { ChatSettings, FloInput } from '@flo/chat-machine';
import { chatAppearance } from '../appearance/chatAppearance.ts';
import type { FloOptions } from '../config/types.ts';
import { pageContextFor } from './pageContextFor.ts';

/**
 * What a conversation starts from: the page it runs on, the chat settings, the answers the host
 * already gave (`data-service`/`data-city`, so Flo skips those questions) and the greeting.
 *
 * @example
 * machineInputFor('/guides/oak', { service: 'hardwood', city: 'Leeds' }, settings).preset
 * // { service: 'hardwood', city: 'Leeds' }
 */
export function machineInputFor(
  path: string,
  options: FloOptions,
  settings: ChatSettings | null,
): FloInput {
  const { greeting } = chatAppearance(options, settings);
  const preset = {
    ...(options.service ? { service: options.service } : {}),
    ...(options.city ? { city: options.city } : {}),
  };
  return {
    page: pageContextFor(path, options),
    settings,
    ...(Object.keys(preset).length ? { preset } : {}),
    ...(greeting ? { greeting } : {}),
  };
}
