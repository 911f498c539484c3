import { OverlayChat, type OverlayChatProps } from '../../overlay/components/OverlayChat.tsx';

/** The sheet: a mobile bottom sheet sliding up over a backdrop, modal like the modal variant. */
export function Sheet(props: OverlayChatProps) {
  return <OverlayChat {...props} kind="sheet" waitForScroll={false} />;
}
