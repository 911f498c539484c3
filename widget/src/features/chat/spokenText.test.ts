import type { ChatMessage } from '@flo/chat-machine';
import { describe, expect, it } from 'vitest';
import { spokenText } from './spokenText.ts';

const oak = {
  id: 3,
  name: 'Oak & Stone Floors',
  slug: 'oak-stone-floors-leeds',
  city: 'Leeds',
  servicesOffered: ['Hardwood Flooring'],
  averageRating: '4.66',
  reviewCount: 12,
};

function botMessage(attachment?: Extract<ChatMessage, { from: 'bot' }>['attachment']): ChatMessage {
  return { id: 'm1', from: 'bot', text: 'Here are some specialists who cover Leeds:', attachment };
}

describe('spokenText', () => {
  it('reads out each specialist with their rating and number of reviews', () => {
    const message = botMessage({
      kind: 'specialists',
      specialists: [
        oak,
        { ...oak, id: 4, name: 'Leeds Tile Co', averageRating: '5', reviewCount: 1 },
      ],
    });
    expect(spokenText(message)).toBe(
      'Here are some specialists who cover Leeds: Oak & Stone Floors, rated 4.7 from 12 reviews; ' +
        'Leeds Tile Co, rated 5.0 from 1 review.',
    );
  });

  it('says a specialist without a rating is new', () => {
    const message = botMessage({
      kind: 'specialists',
      specialists: [{ ...oak, averageRating: null, reviewCount: 0 }],
    });
    expect(spokenText(message)).toBe(
      'Here are some specialists who cover Leeds: Oak & Stone Floors, new, not yet rated.',
    );
  });

  it('reads any other message as its text', () => {
    expect(spokenText(botMessage())).toBe('Here are some specialists who cover Leeds:');
    expect(spokenText({ id: 'u1', from: 'user', text: 'Leeds' })).toBe('Leeds');
  });
});
