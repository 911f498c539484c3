/**
 * @flo/widget/facade: Flo's opening (its greeting and first quick replies) for a server to
 * render before the chat's code arrives, as the script tag's loader paints it on other sites
 * (docs/decisions/029-greeting-facade.md). Render `facadeMarkup(variant, facadeFor(…))` as the
 * `.flo-root` (with FACADE_ATTRIBUTE) of a declarative shadow root in `<flo-chat
 * data-variant>`, linking `@flo/widget/facade.css`; call `holdFacadeChoices` on it once the
 * page's script runs; `mount` the same slot later and the chat takes the opening over.
 * Framework-free and safe to import during server rendering.
 *
 * @example
 * import { facadeFor, facadeMarkup } from '@flo/widget/facade';
 * const opening = facadeFor('/', { variant: 'hero' }, settings);
 * const tree = opening && facadeMarkup('hero', opening, true);
 */
export {
  FACADE_ATTRIBUTE,
  type FacadeNode,
  type FacadeVariant,
  facadeFor,
  facadeMarkup,
} from './features/facade/facadeMarkup.ts';
export { holdFacadeChoices } from './features/facade/holdFacadeChoices.ts';
