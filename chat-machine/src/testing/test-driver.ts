/** Drives a live Flo actor in tests: start on a page, wait for replies, collect emitted events. */
import { createActor, waitFor } from 'xstate';
import type { FloEmitted, FloEvent, FloInput } from '../types.ts';
import { type FakeAnswers, fakeMachine, inputFor } from './machine-fixtures.ts';

export async function startChat(
  path: string,
  answers: FakeAnswers = {},
  input: Partial<FloInput> = {},
) {
  const actor = createActor(fakeMachine(answers), { input: { ...inputFor(path), ...input } });
  const emitted: FloEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.context.typing, { timeout: 2000 });
  await settled();
  return {
    actor,
    emitted,
    /** Sends an event and waits until the bot has answered. */
    async send(event: FloEvent) {
      actor.send(event);
      await settled();
      return actor.getSnapshot();
    },
    /** The latest bot message text. */
    lastBotText() {
      const bot = actor.getSnapshot().context.messages.filter((message) => message.from === 'bot');
      return bot.at(-1)?.text;
    },
    botTexts() {
      return actor
        .getSnapshot()
        .context.messages.filter((message) => message.from === 'bot')
        .map((message) => message.text);
    },
  };
}

export type ChatDriver = Awaited<ReturnType<typeof startChat>>;

/** Sends several visitor events in order. */
export async function sendAll(chat: ChatDriver, events: FloEvent[]) {
  for (const event of events) await chat.send(event);
  return chat.actor.getSnapshot();
}

export const choose = (value: string): FloEvent => ({ type: 'CHOOSE', value });
export const text = (value: string): FloEvent => ({ type: 'TEXT', text: value });
