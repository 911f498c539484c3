import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ChatViewProps } from '../../chat/chatViewProps.ts';
import { ChatPanel } from '../../chat/components/ChatPanel.tsx';
import type { OpenState } from '../../instance/createOpenState.ts';
import { Launcher } from '../../launcher/components/Launcher.tsx';
import { useLauncherVisible } from '../../launcher/useLauncherVisible.ts';
import { ChatDialog } from './ChatDialog.tsx';

export interface OverlayChatProps extends ChatViewProps {
  openState: OpenState;
  /** Whether to show the floating launcher; without it the host opens the chat itself. */
  launcher: boolean;
}

interface OverlayKindProps extends OverlayChatProps {
  kind: 'popup' | 'modal' | 'sheet';
  /** The bubble waits for 500 px of scroll; modal and sheet launchers show at once. */
  waitForScroll: boolean;
}

/** Floating launcher plus the dialog it opens; shared by bubble, modal and sheet. */
export function OverlayChat({
  kind,
  waitForScroll,
  openState,
  launcher: withLauncher,
  ...chat
}: OverlayKindProps) {
  const open = useSyncExternalStore(openState.subscribe, openState.get, openState.get);
  const launcherVisible = useLauncherVisible(waitForScroll);
  const launcher = useRef<HTMLButtonElement>(null);
  const fallbackFocus = useCallback(() => launcher.current, []);
  const close = () => openState.set(false);

  return (
    <>
      {withLauncher && !open && launcherVisible && (
        <Launcher ref={launcher} placement="floating" onOpen={() => openState.set(true)} />
      )}
      {open && (
        <ChatDialog
          kind={kind}
          onClose={close}
          opener={openState.opener()}
          fallbackFocus={fallbackFocus}
        >
          <ChatPanel {...chat} onClose={close} />
        </ChatDialog>
      )}
    </>
  );
}
