import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { copy } from '../copy.ts';
import { NOWHERE, PAGES, STOCKPORT } from '../testing/machine-fixtures.ts';
import type { ChatDriver } from '../testing/test-driver.ts';
import { choose, startChat } from '../testing/test-driver.ts';

/** Waits until the chat rests in `value` (the stats pause comes first). */
const restsIn = (chat: ChatDriver, value: object) =>
  waitFor(chat.actor, (s) => s.matches(value as never) && !s.context.typing);

const stepsOf = (emitted: Array<{ type: string; step?: string }>) =>
  emitted.filter((event) => event.type === 'step').map((event) => event.step);

describe("the host's preset answers (data-service, data-city)", () => {
  it('a preset service skips the service question', async () => {
    const chat = await startChat('/guides/oak', {}, { preset: { service: 'hardwood' } });
    const snapshot = await restsIn(chat, { general: 'location' });
    expect(snapshot.matches({ general: 'location' })).toBe(true);
    expect(stepsOf(chat.emitted)).not.toContain('welcome');
    expect(snapshot.context.answers).toMatchObject({
      serviceSlug: 'hardwood',
      serviceName: 'Hardwood Flooring',
    });
    expect(chat.lastBotText()).toBe(copy.askCity);
  });

  it('an unknown preset service still asks the service', async () => {
    const chat = await startChat('/guides/oak', {}, { preset: { service: 'marble' } });
    expect(chat.actor.getSnapshot().matches({ general: 'welcome' })).toBe(true);
  });

  it('a preset city is resolved instead of asked', async () => {
    const resolve = vi.fn(async () => STOCKPORT);
    const chat = await startChat(
      '/guides/oak',
      { resolve },
      { preset: { service: 'hardwood', city: 'Stockport' } },
    );
    const snapshot = await restsIn(chat, { general: 'intent' });
    expect(resolve).toHaveBeenCalledWith({ query: 'Stockport', serviceSlug: 'hardwood' });
    expect(snapshot.matches({ general: 'intent' })).toBe(true);
    expect(chat.botTexts()).not.toContain(copy.askCity);
    expect(snapshot.context.answers).toMatchObject({
      city: 'Stockport',
      servedCity: 'Manchester',
      citySlug: 'manchester',
    });
  });

  it('a preset city that cannot be resolved is asked normally', async () => {
    const chat = await startChat(
      '/guides/oak',
      { resolve: async () => NOWHERE },
      { preset: { service: 'hardwood', city: 'Narnia' } },
    );
    await restsIn(chat, { general: 'location' });
    expect(chat.lastBotText()).toBe(copy.askCity);
    expect(chat.botTexts()).not.toContain(copy.searchNoMatch);
  });

  it('on a service page the preset city replaces the postcode question', async () => {
    const chat = await startChat(
      PAGES.servicePage,
      { resolve: async () => STOCKPORT },
      {
        preset: { city: 'Stockport' },
      },
    );
    await chat.send({ type: 'TEXT', text: 'Hall' });
    await chat.send({ type: 'TEXT', text: 'Ann' });
    chat.actor.send(choose('talk-further'));
    await restsIn(chat, { enhanced: 'enhanced_contact' });
    expect(stepsOf(chat.emitted)).not.toContain('enhanced_postcode');
  });

  it('RESET keeps the presets and the greeting', async () => {
    const chat = await startChat(
      '/guides/oak',
      {},
      { preset: { service: 'hardwood' }, greeting: 'Hello from Oak & Co!' },
    );
    await restsIn(chat, { general: 'location' });
    chat.actor.send({ type: 'RESET' });
    expect(chat.actor.getSnapshot().context.messages).toEqual([]);
    const snapshot = await restsIn(chat, { general: 'location' });
    expect(snapshot.context.preset).toEqual({ service: 'hardwood' });
    expect(snapshot.context.greeting).toBe('Hello from Oak & Co!');
  });
});

describe('greeting', () => {
  it('replaces the default welcome text and keeps the service choices', async () => {
    const chat = await startChat(PAGES.home, {}, { greeting: 'Hello from Oak & Co!' });
    expect(chat.botTexts()).toEqual(['Hello from Oak & Co!']);
    expect(chat.actor.getSnapshot().context.options.length).toBeGreaterThan(1);
  });

  it('opens a general location page too; a blank greeting keeps the default', async () => {
    const custom = await startChat(PAGES.search, {}, { greeting: 'Welcome to Flo Leeds' });
    expect(custom.lastBotText()).toBe('Welcome to Flo Leeds');
    const blank = await startChat(PAGES.home, {}, { greeting: '   ' });
    expect(blank.lastBotText()).toBe(copy.welcome);
  });
});
