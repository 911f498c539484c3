import { useLocation } from 'react-router';
import { DocumentHead } from '../../meta/DocumentHead.tsx';
import { errorMeta } from '../../meta/resolve-meta.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

/** Last resort when the layout itself fails to render: the error screen without the frame. */
export function RootError() {
  const { pathname } = useLocation();
  return (
    <main id="main">
      <DocumentHead meta={errorMeta(pathname)} />
      <ErrorScreen />
    </main>
  );
}
