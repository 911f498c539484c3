import type { ChatMessage } from '@flo/chat-machine';
import { Suspense } from 'react';
import { AttachmentCardsLater } from '../attachments/AttachmentCardsLater.tsx';

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
      {attachment && (
        <Suspense fallback={null}>
          <AttachmentCardsLater attachment={attachment} siteOrigin={siteOrigin} />
        </Suspense>
      )}
    </li>
  );
}
