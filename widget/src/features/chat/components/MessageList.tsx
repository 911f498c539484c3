import type { ChatMessage } from '@flo/chat-machine';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { loadAttachmentCards } from '../attachments/AttachmentCardsLater.tsx';
import { spokenText } from '../spokenText.ts';
import { MessageItem } from './MessageItem.tsx';

interface MessageListProps {
  messages: ChatMessage[];
  typing: boolean;
  siteOrigin: string;
}

/**
 * The transcript, kept scrolled to the newest line by moving its own scroll position (never
 * scrollIntoView, which would also scroll the host page), plus a hidden polite live region
 * that holds Flo's messages so screen readers announce each as it arrives (with the names and
 * ratings of the specialists a message shows).
 */
export function MessageList({ messages, typing, siteOrigin }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-runs to follow each new line.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, typing]);
  const answered = messages.some((message) => message.from === 'user');
  useEffect(() => {
    if (answered) void loadAttachmentCards().catch(() => undefined);
  }, [answered]);

  return (
    <div ref={scroller} className="flo-scroller">
      <ol className="flo-messages">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} siteOrigin={siteOrigin} />
        ))}
      </ol>
      {typing && (
        <p className="flo-typing">
          <span className="flo-sr-only">Flo is typing</span>
          <span className="flo-dot" aria-hidden="true" />
          <span className="flo-dot" aria-hidden="true" />
          <span className="flo-dot" aria-hidden="true" />
        </p>
      )}
      <div className="flo-sr-only" aria-live="polite" data-flo-live="">
        {messages.map((message) =>
          message.from === 'bot' ? <p key={message.id}>{spokenText(message)}</p> : null,
        )}
      </div>
    </div>
  );
}
