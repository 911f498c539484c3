import { describe, expect, it } from 'vitest';
import { SERVICE_ADVICE } from '../advice/service-advice.ts';
import { copy } from '../copy.ts';
import { PAGES } from '../testing/machine-fixtures.ts';
import { choose, startChat, text } from '../testing/test-driver.ts';
import type { AdviceRequest } from './advice-actor.ts';

const connectNow = [{ value: 'connect', label: copy.connectNow }];
const offline = async (): Promise<string> => {
  throw new TypeError('Failed to fetch dynamically imported module');
};

describe('quick advice loads its texts when asked', () => {
  it('imports the real texts: the service advice, then whole-word topic answers', async () => {
    const chat = await startChat(PAGES.cityService);
    await chat.send(choose('advice'));
    expect(chat.botTexts().at(-2)).toContain(SERVICE_ADVICE.carpet.lifespan);
    expect(chat.lastBotText()).toBe(copy.adviceFollowUp);
    await chat.send(text('How much is underlay for carpet?'));
    expect(chat.lastBotText()).toMatch(/^Underlay usually adds £4 to £10 per m²/);
    await chat.send(text('Is my carpet OK near the location of the cat flap?'));
    expect(chat.lastBotText()).toContain('With pets');
  });

  it('asks the loader for the service advice, then for the typed question', async () => {
    const requests: AdviceRequest[] = [];
    const chat = await startChat(PAGES.cityService, {
      advice: async (request) => {
        requests.push(request);
        return `answer ${requests.length}`;
      },
    });
    await chat.send(choose('advice'));
    expect(chat.botTexts().slice(-2)).toEqual(['answer 1', copy.adviceFollowUp]);
    const followUp = await chat.send(text('  What about stairs? '));
    expect(chat.lastBotText()).toBe('answer 2');
    expect(followUp.context.options).toEqual(connectNow);
    expect(requests).toEqual([
      { serviceSlug: 'carpet', serviceName: 'Carpet Installation' },
      { serviceSlug: 'carpet', serviceName: 'Carpet Installation', question: 'What about stairs?' },
    ]);
  });

  it('keeps the typing indicator on and takes no text while the texts load', async () => {
    let release: (answer: string) => void = () => {};
    const chat = await startChat(PAGES.search, {
      advice: () => new Promise((resolve) => (release = resolve)),
    });
    chat.actor.send(choose('advice'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const loading = chat.actor.getSnapshot();
    expect(loading.matches({ location_page: { location_advice: 'loading' } })).toBe(true);
    expect(loading.context.typing).toBe(true);
    chat.actor.send(text('connect me'));
    expect(chat.actor.getSnapshot().matches({ location_page: 'location_advice' })).toBe(true);
    release('Loaded advice.');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(chat.botTexts().slice(-2)).toEqual(['Loaded advice.', copy.adviceFollowUp]);
    expect(chat.actor.getSnapshot().context.typing).toBe(false);
  });

  it('offline: says it could not load the advice and offers to connect, which goes on', async () => {
    const chat = await startChat(PAGES.cityService, { advice: offline });
    const atAdvice = await chat.send(choose('advice'));
    expect(chat.lastBotText()).toBe(copy.adviceUnavailable);
    expect(atAdvice.context.options).toEqual(connectNow);
    expect(atAdvice.hasTag('text-input')).toBe(true);
    const contact = await chat.send(choose('connect'));
    expect(contact.matches({ location_page: 'location_contact_name' })).toBe(true);
  });

  it('offline on a follow-up: the same fallback, and asking again can still be answered', async () => {
    let online = true;
    const chat = await startChat(PAGES.search, {
      advice: async () => {
        if (!online) throw new TypeError('Failed to fetch dynamically imported module');
        return 'An answer.';
      },
    });
    await chat.send(choose('advice'));
    online = false;
    const failed = await chat.send(text('Any tips for pets?'));
    expect(chat.lastBotText()).toBe(copy.adviceUnavailable);
    expect(failed.context.options).toEqual(connectNow);
    online = true;
    await chat.send(text('Any tips for pets?'));
    expect(chat.lastBotText()).toBe('An answer.');
    // No place is known on /search, so connecting asks for one first.
    const connect = await chat.send(choose('connect'));
    expect(connect.matches({ location_page: 'location_find_city' })).toBe(true);
  });
});
