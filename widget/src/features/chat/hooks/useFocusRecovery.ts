import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { deepActiveElement } from '../../overlay/utils/deepActiveElement.ts';

/** What a keyboard user most likely wants next: the message box, else the first answer. */
const NEXT_CONTROL = '.flo-input, .flo-reply:not([disabled])';

/**
 * Keeps keyboard focus in the chat while the machine swaps its controls: a pressed quick reply
 * disappears with its question, which would drop focus to the top of the host page. Focus moves
 * to the next control, or parks on the chat until one appears. Only while focus was in the chat.
 */
export function useFocusRecovery(root: RefObject<HTMLElement | null>): void {
  const focusInside = useRef(false);
  const parked = useRef(false);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onFocusIn = () => {
      focusInside.current = true;
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !element.contains(next)) focusInside.current = false;
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [root]);

  // After every render: controls come and go with the machine's state.
  useLayoutEffect(() => {
    const element = root.current;
    if (!element || !focusInside.current) return;
    const active = deepActiveElement(element.ownerDocument);
    const lost = !active || active === element.ownerDocument.body;
    if (!lost && !(parked.current && active === element)) return;
    const next = element.querySelector<HTMLElement>(NEXT_CONTROL);
    parked.current = !next;
    (next ?? element).focus();
  });
}
