import { Bubble } from '../../bubble/components/Bubble.tsx';
import type { ChatViewProps } from '../../chat/chatViewProps.ts';
import type { FloVariant } from '../../config/types.ts';
import { InlineChat } from '../../inline/components/InlineChat.tsx';
import { Modal } from '../../modal/components/Modal.tsx';
import { Sheet } from '../../sheet/components/Sheet.tsx';
import type { OpenState } from '../createOpenState.ts';

interface FloAppProps extends ChatViewProps {
  variant: FloVariant;
  openState: OpenState;
  /** Overlay variants only: whether their floating launcher shows. */
  launcher: boolean;
}

/** Picks the variant's shell around the one chat panel. */
export function FloApp({ variant, ...props }: FloAppProps) {
  switch (variant) {
    case 'bubble':
      return <Bubble {...props} />;
    case 'modal':
      return <Modal {...props} />;
    case 'sheet':
      return <Sheet {...props} />;
    default: {
      const { launcher: _overlayOnly, ...inline } = props;
      return <InlineChat {...inline} variant={variant} />;
    }
  }
}
