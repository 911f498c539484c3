import type { ChatMessage } from '@flo/chat-machine';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageList } from './MessageList.tsx';

afterEach(cleanup);

const messages: ChatMessage[] = [
  { id: 'u1', from: 'user', text: 'Leeds' },
  {
    id: 'b1',
    from: 'bot',
    text: 'Here are some specialists who cover Leeds:',
    attachment: {
      kind: 'specialists',
      specialists: [
        {
          id: 3,
          name: 'Oak & Stone Floors',
          slug: 'oak-stone-floors-leeds',
          city: 'Leeds',
          servicesOffered: ['Hardwood Flooring'],
          averageRating: '4.66',
          reviewCount: 12,
        },
      ],
    },
  },
];

describe('MessageList', () => {
  it("announces Flo's specialists by name and rating in the polite live region", () => {
    const { container } = render(
      <MessageList messages={messages} typing={false} siteOrigin="https://flo.example" />,
    );
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe(
      'Here are some specialists who cover Leeds: Oak & Stone Floors, rated 4.7 from 12 reviews.',
    );
  });
});
