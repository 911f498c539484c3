import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { DocumentHead } from '../../meta/DocumentHead.tsx';
import { metaForError } from '../../meta/resolve-meta.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';

/** Error element of the page routes: not-found for 404s, the generic error screen otherwise. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <DocumentHead meta={metaForError(error, pathname)} />
      {notFound ? <NotFoundScreen /> : <ErrorScreen />}
    </>
  );
}
