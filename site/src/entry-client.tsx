/** Browser entry: hydrates the server-rendered page (see app/hydrate.tsx). */
// The design system first, so component stylesheets come after it in the bundle.
import './styles/index.css';
import { hydrateSite } from './app/hydrate.tsx';

hydrateSite(document).catch((error: unknown) => console.error(error));
