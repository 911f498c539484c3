import type { ChatMessage } from '@flo/chat-machine';
import { ReviewBreakdown } from './ReviewBreakdown.tsx';
import { ReviewCard } from './ReviewCard.tsx';
import { SpecialistCard } from './SpecialistCard.tsx';

interface MessageItemProps {
  message: ChatMessage;
  siteOrigin: string;
}

/** One line of the transcript, with the cards a bot message may carry. Text stays text. */
export function MessageItem({ message, siteOrigin }: MessageItemProps) {
  const attachment = message.from === 'bot' ? message.attachment : undefined;
  return (
    <li className={`flo-message flo-message-${message.from}`}>
      <span className="flo-sr-only">{message.from === 'bot' ? 'Flo said' : 'You said'}</span>
      <p className="flo-bubble-text">{message.text}</p>
      {attachment?.kind === 'specialists' && (
        <div className="flo-cards">
          {attachment.specialists.map((specialist) => (
            <SpecialistCard key={specialist.id} specialist={specialist} siteOrigin={siteOrigin} />
          ))}
        </div>
      )}
      {attachment?.kind === 'reviews' && (
        <div className="flo-cards">
          {attachment.breakdown && (
            <ReviewBreakdown
              breakdown={attachment.breakdown}
              totalCount={attachment.totalCount}
              siteOrigin={siteOrigin}
            />
          )}
          {attachment.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </div>
      )}
    </li>
  );
}
