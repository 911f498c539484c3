import { lazy } from 'react';
import type { AttachmentCardsProps } from './AttachmentCards.tsx';

/** Starts fetching the cards' code; MessageList calls it at the visitor's first answer. */
export const loadAttachmentCards = () => import('./AttachmentCards.tsx');

/** What shows when the cards' code cannot be fetched (offline): the firms, as profile links. */
function FirmLinks({ attachment, siteOrigin }: AttachmentCardsProps) {
  if (attachment.kind !== 'specialists') return null;
  return (
    <ul className="flo-cards">
      {attachment.specialists.map(({ id, name, slug }) => (
        <li key={id}>
          <a href={`${siteOrigin}/specialist/${encodeURIComponent(slug)}`}>{name}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The specialist and review cards, fetched apart: a visitor who never answers Flo never
 * downloads them, and one who does has them by the time Flo shows any. Render it inside a
 * Suspense boundary. The script-tag bundle, one file anyway, uses
 * `AttachmentCardsLater.bundled.ts`.
 */
export const AttachmentCardsLater = lazy(() =>
  loadAttachmentCards().then(
    ({ AttachmentCards }) => ({ default: AttachmentCards }),
    () => ({ default: FirmLinks }),
  ),
);
