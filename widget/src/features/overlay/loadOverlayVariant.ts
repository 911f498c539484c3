/**
 * The bubble, modal and sheet shells and their styles, fetched apart so that a page with an
 * inline chat (the home page's hero) never downloads the launcher, the dialog and their focus
 * handling. The script-tag bundle, one file anyway, uses `loadOverlayVariant.bundled.ts`.
 */
export const loadOverlayVariant = () => import('./components/OverlayVariant.tsx');
