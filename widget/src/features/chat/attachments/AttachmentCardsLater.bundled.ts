/**
 * `AttachmentCardsLater` for the script-tag bundle (widget/build/widgetBuild.ts): a single file
 * gains nothing from fetching the cards apart, and a lazy component would add Preact's
 * Suspense to it.
 */
export { AttachmentCards as AttachmentCardsLater } from './AttachmentCards.tsx';

export const loadAttachmentCards = () => Promise.resolve();
