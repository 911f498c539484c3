import * as overlayVariant from './components/OverlayVariant.tsx';

/**
 * `loadOverlayVariant` for the script-tag bundle (widget/build/widgetBuild.ts): a single file
 * gains nothing from a dynamic import, whose inlined module wrappers would only add bytes.
 */
export const loadOverlayVariant = () => Promise.resolve(overlayVariant);
