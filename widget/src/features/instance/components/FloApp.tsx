import { type ComponentType, useEffect } from 'react';
import type { ChatViewProps } from '../../chat/chatViewProps.ts';
import type { FloVariant } from '../../config/types.ts';
import { isInlineVariant } from '../../config/variants.ts';
import { InlineChat } from '../../inline/components/InlineChat.tsx';
import type { OverlayVariantProps } from '../../overlay/components/OverlayVariant.tsx';
import type { OpenState } from '../createOpenState.ts';

interface FloAppProps extends ChatViewProps {
  variant: FloVariant;
  openState: OpenState;
  /** Overlay variants only: whether their floating launcher shows. */
  launcher: boolean;
  /** The overlay variants' shell, once its module has loaded (see overlay/loadOverlayVariant.ts). */
  overlay: ComponentType<OverlayVariantProps> | null;
  /** Called once the app is on the page: after hydration, when it took over a painted opening. */
  onMounted?: () => void;
}

/** Picks the variant's shell around the one chat panel; an overlay draws once it has loaded. */
export function FloApp({ variant, overlay: Overlay, onMounted, ...props }: FloAppProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the first commit only.
  useEffect(() => onMounted?.(), []);
  if (isInlineVariant(variant)) {
    const { launcher: _overlayOnly, ...inline } = props;
    return <InlineChat {...inline} variant={variant} />;
  }
  return Overlay ? <Overlay {...props} variant={variant} /> : null;
}
