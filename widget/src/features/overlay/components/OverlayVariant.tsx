import { Bubble } from '../../bubble/components/Bubble.tsx';
import { Modal } from '../../modal/components/Modal.tsx';
import { Sheet } from '../../sheet/components/Sheet.tsx';
import { adoptStyles } from '../../styles/adoptStyles.ts';
import { trackVisualViewport } from '../../styles/trackVisualViewport.ts';
import overlayCss from '../overlay.css?inline';
import type { OverlayChatProps } from './OverlayChat.tsx';

export interface OverlayVariantProps extends OverlayChatProps {
  variant: 'bubble' | 'modal' | 'sheet';
}

/** The three variants that float over the page with a launcher (loaded by `loadOverlayVariant`). */
export function OverlayVariant({ variant, ...props }: OverlayVariantProps) {
  switch (variant) {
    case 'bubble':
      return <Bubble {...props} />;
    case 'modal':
      return <Modal {...props} />;
    case 'sheet':
      return <Sheet {...props} />;
  }
}

/**
 * Readies a Flo's host for a floating variant: the launcher's, dialog's and backdrop's styles,
 * and the visual viewport they fit above the on-screen keyboard. Returns what stops the tracking.
 */
export function prepareOverlayHost(host: HTMLElement, root: ShadowRoot): () => void {
  adoptStyles(root, overlayCss);
  return trackVisualViewport(window, host);
}
