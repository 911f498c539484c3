import type { FloChatProps } from '@flo/widget';
import { lazy, Suspense, useEffect, useState } from 'react';

/** The widget's UI is a separate chunk, fetched only in the browser. */
const FloChat = lazy(() => import('@flo/widget').then((module) => ({ default: module.FloChat })));

/**
 * Flo's React component, mounted only after hydration: the server renders the empty slot
 * (its size reserved by CSS), and the widget decides from the chat settings whether to show.
 *
 * @example
 * <ClientFloChat variant="hero" open className="hero__chat" />
 */
export function ClientFloChat(props: FloChatProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div className={props.className}>
      {mounted ? (
        <Suspense fallback={null}>
          <FloChat {...props} className="flo-slot__inner" />
        </Suspense>
      ) : null}
    </div>
  );
}
