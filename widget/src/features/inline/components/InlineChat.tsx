import { useSyncExternalStore } from 'react';
import type { ChatViewProps } from '../../chat/chatViewProps.ts';
import { ChatPanel } from '../../chat/components/ChatPanel.tsx';
import type { OpenState } from '../../instance/createOpenState.ts';
import { Launcher } from '../../launcher/components/Launcher.tsx';

interface InlineChatProps extends ChatViewProps {
  variant: 'hero' | 'embedded' | 'standalone';
  openState: OpenState;
}

/**
 * Chat drawn in the page's own slot. Embedded and standalone are always open; the hero opens
 * by default and, when closed with `Flo.close()` or `data-open="false"`, shows a button instead.
 */
export function InlineChat({ variant, openState, ...chat }: InlineChatProps) {
  const open = useSyncExternalStore(openState.subscribe, openState.get, openState.get);
  if (variant === 'hero' && !open) {
    return <Launcher placement="inline" onOpen={() => openState.set(true)} />;
  }
  return (
    <section className={`flo-panel flo-inline flo-${variant}`} aria-label="Chat with Flo">
      <ChatPanel {...chat} />
    </section>
  );
}
