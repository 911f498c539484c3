import { OverlayChat, type OverlayChatProps } from '../../overlay/components/OverlayChat.tsx';

/**
 * The bubble (docs/product/chat-flows.md#widget-placement): a launcher that appears after 500 px of
 * scroll and opens a 500 px wide window, full screen below 640 px.
 */
export function Bubble(props: OverlayChatProps) {
  return <OverlayChat {...props} kind="popup" waitForScroll />;
}
