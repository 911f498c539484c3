import type { FloCommands } from '../createFloCommands.ts';

/** A command the stub snippet recorded before the script arrived: `[name, args]`. */
export type QueuedCommand = [name: string, args: unknown[]];

function isQueuedCommand(entry: unknown): entry is QueuedCommand {
  return Array.isArray(entry) && typeof entry[0] === 'string' && Array.isArray(entry[1]);
}

/**
 * Runs, in order, the commands the host queued through the stub
 * `window.Flo = window.Flo || { q: [] }` before the script loaded. Unknown names are ignored.
 *
 * @example
 * replayQueue(flo, [['on', ['open', track]], ['open', []]]);
 */
export function replayQueue(api: FloCommands, queue: unknown): void {
  if (!Array.isArray(queue)) return;
  for (const entry of queue) {
    if (!isQueuedCommand(entry)) continue;
    const [name, args] = entry;
    if (!Object.hasOwn(api, name)) continue;
    (api[name as keyof FloCommands] as (...values: unknown[]) => unknown)(...args);
  }
}
