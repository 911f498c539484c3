import type { DemoDirectory } from '../support/site-data.ts';
import type { TokenLinks } from '../support/token-links.ts';

/** One public route (docs/product/routes.md#public-routes), with what its server HTML must show. */
export interface PublicRoute {
  /** The route as the table of docs/product/routes.md names it, for the test title. */
  route: string;
  /** `links`: a quote and a review invite of the demo specialist, made when first asked for. */
  path: (demo: DemoDirectory, links: TokenLinks) => string;
  status: number;
  /** The page's level-one heading. */
  heading: (demo: DemoDirectory) => string;
  /** Further text from the demo data the page must show. */
  content?: (demo: DemoDirectory, links: TokenLinks) => string;
  /** A control the server HTML already has (a form's submit, the quote's Accept button). */
  button?: (demo: DemoDirectory, links: TokenLinks) => string;
  /** Links the server HTML must have, by address and a text inside them. */
  links?: (demo: DemoDirectory) => Array<{ href: string; text: string }>;
}
