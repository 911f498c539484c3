import type { ChatMessage } from '@flo/chat-machine';
import { useLayoutEffect, useRef } from 'react';
import { ReviewBreakdown } from '../components/ReviewBreakdown.tsx';
import { ReviewCard } from '../components/ReviewCard.tsx';
import { SpecialistCard } from '../components/SpecialistCard.tsx';

type Attachment = NonNullable<Extract<ChatMessage, { from: 'bot' }>['attachment']>;

export interface AttachmentCardsProps {
  attachment: Attachment;
  siteOrigin: string;
}

/**
 * The cards a bot message carries: specialists, or a firm's reviews with their breakdown. They
 * arrive after the message they belong to (loadAttachmentCards.ts), so they bring the
 * transcript back to its newest line themselves.
 */
export function AttachmentCards({ attachment, siteOrigin }: AttachmentCardsProps) {
  const cards = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const scroller = cards.current?.closest('.flo-scroller');
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, []);
  return (
    <div ref={cards} className="flo-cards">
      {attachment.kind === 'specialists'
        ? attachment.specialists.map((specialist) => (
            <SpecialistCard key={specialist.id} specialist={specialist} siteOrigin={siteOrigin} />
          ))
        : [
            attachment.breakdown && (
              <ReviewBreakdown
                key="breakdown"
                breakdown={attachment.breakdown}
                totalCount={attachment.totalCount}
                siteOrigin={siteOrigin}
              />
            ),
            ...attachment.reviews.map((review) => <ReviewCard key={review.id} review={review} />),
          ]}
    </div>
  );
}
