import { pageTypeForPath } from '@flo/chat-machine';
import { createFloCommands, type FloCommands } from '../commands/createFloCommands.ts';
import { createEmitter } from '../events/createEmitter.ts';
import { createMounter } from '../instance/createMounter.ts';
import { renderInstance } from '../instance/renderInstance.tsx';

let commands: FloCommands | undefined;

/**
 * The ES-module twin of `window.Flo`, created on first use rather than at import, so server
 * rendering can import the package without touching `window`. The UI is already in the
 * bundle, so it renders as soon as the chat settings allow; the API origin defaults to the
 * page's own.
 */
export function floModule(): FloCommands {
  if (commands) return commands;
  const events = createEmitter();
  const mountInstance = createMounter({
    apiOrigin: window.location.origin,
    emitGlobal: events.emit,
    currentPageType: () => pageTypeForPath(window.location.pathname),
    loadRenderer: async () => ({ render: renderInstance }),
  });
  commands = createFloCommands({ instances: new Set(), events, mountInstance });
  return commands;
}
