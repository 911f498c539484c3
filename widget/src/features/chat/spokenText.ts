import type { ChatMessage } from '@flo/chat-machine';
import { formatRating } from '@flo/contract/rules';

/**
 * What the live region reads out for a bot message: its text and, when it shows specialists,
 * each one's name and rating, which sighted visitors read on the cards.
 *
 * @example
 * spokenText(message) // 'Here are some specialists who cover Leeds: Oak Floors, rated 4.7 from 12 reviews.'
 */
export function spokenText(message: ChatMessage): string {
  const attachment = message.from === 'bot' ? message.attachment : undefined;
  if (attachment?.kind !== 'specialists') return message.text;
  const specialists = attachment.specialists.map(({ name, averageRating, reviewCount }) => {
    const rating = formatRating(averageRating);
    if (rating === 'New') return `${name}, new, not yet rated`;
    return `${name}, rated ${rating} from ${reviewCount} review${reviewCount === 1 ? '' : 's'}`;
  });
  return `${message.text} ${specialists.join('; ')}.`;
}
