import { OverlayChat, type OverlayChatProps } from '../../overlay/components/OverlayChat.tsx';

/** The modal: a centred dialog over a backdrop; focus stays inside until it closes. */
export function Modal(props: OverlayChatProps) {
  return <OverlayChat {...props} kind="modal" waitForScroll={false} />;
}
