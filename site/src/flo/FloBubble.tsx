import { ClientFloChat } from './ClientFloChat.tsx';

/**
 * Flo's floating launcher for pages without their own chat slot: the widget shows it once the
 * visitor scrolls past 500 px and opens a 500 px bubble (full screen under 640 px).
 */
export function FloBubble() {
  return <ClientFloChat variant="bubble" className="flo-bubble-slot" />;
}
