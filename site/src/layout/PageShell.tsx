import { Outlet, useMatches } from 'react-router';
import { DocumentHead } from '../meta/DocumentHead.tsx';
import { metaFromLoaderData } from '../meta/resolve-meta.ts';

/** Wraps every page that loaded: keeps `<head>` in step with the page's meta. */
export function PageShell() {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const meta = metaFromLoaderData(
    matches.map((match) => match.loaderData),
    last?.pathname ?? '/',
  );
  return (
    <>
      <DocumentHead meta={meta} />
      <Outlet />
    </>
  );
}
