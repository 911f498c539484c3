/** Browser entry: hydrates the server-rendered page (see app/hydrate.tsx). */
import { hydrateSite } from './app/hydrate.tsx';

hydrateSite(document).catch((error: unknown) => console.error(error));
