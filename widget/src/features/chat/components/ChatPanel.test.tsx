import { createFloMachine, pageContextFromLocation } from '@flo/chat-machine';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { INSTANT_DELAYS, memoryFloApi } from '../../../testing/memoryFloApi.ts';
import { ChatPanel } from './ChatPanel.tsx';

afterEach(cleanup);

function startChat(failSubmissions = 0) {
  const memory = memoryFloApi({ failSubmissions });
  const machine = createFloMachine({ api: memory.api, delays: INSTANT_DELAYS });
  const actor = createActor(machine, {
    input: { page: pageContextFromLocation('/'), settings: null },
  }).start();
  const onAnswer = vi.fn();
  render(<ChatPanel actor={actor} siteOrigin="https://flo.example" onAnswer={onAnswer} />);
  return { actor, memory, onAnswer };
}

async function choose(actor: ReturnType<typeof startChat>['actor'], value: string) {
  const label = await waitFor(() => {
    const option = actor.getSnapshot().context.options.find((o) => o.value === value);
    if (!option) throw new Error(`option ${value} not offered yet`);
    return option.label;
  });
  fireEvent.click(await screen.findByRole('button', { name: label }));
}

async function say(text: string) {
  const input = await screen.findByLabelText('Type your message');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('ChatPanel driven by the Flo machine', () => {
  it('hides the composer outside text steps and sends CHOOSE for a quick reply', async () => {
    const { actor, onAnswer } = startChat();
    await screen.findAllByRole('button', { name: /carpet/i });
    expect(screen.queryByLabelText('Type your message')).toBeNull();

    await choose(actor, 'other');
    expect(onAnswer).toHaveBeenCalledWith({ type: 'CHOOSE', value: 'other' });
    await waitFor(() => expect(actor.getSnapshot().hasTag('text-input')).toBe(true));
    expect(await screen.findByLabelText('Type your message')).toBeTruthy();
  });

  it('announces bot messages through the polite live region', async () => {
    const { actor } = startChat();
    await waitFor(() => expect(actor.getSnapshot().context.messages.length).toBeGreaterThan(0));
    const firstBotText = actor.getSnapshot().context.messages[0]?.text ?? '';
    const live = document.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(live?.textContent).toContain(firstBotText));
  });

  it('offers one Try again after a failed submission, resends, then shows the submitted footer', async () => {
    const { actor, memory } = startChat(1);
    await choose(actor, 'other');
    await say('Leeds');
    await choose(actor, 'message');
    await say('Jane Smith');
    await say('jane@example.com');
    await say('07700 900123');
    await say('Fitted carpet for a hallway');

    expect(await screen.findByRole('alert')).toBeTruthy();
    const retry = await screen.findAllByRole('button', { name: 'Try again' });
    expect(retry).toHaveLength(1);
    fireEvent.click(retry[0] as HTMLElement);

    expect(await screen.findByText('Enquiry submitted successfully!')).toBeTruthy();
    expect(screen.queryByLabelText('Type your message')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(memory.submitted).toHaveLength(1);
    expect(memory.attemptKeys).toHaveLength(2);
    expect(memory.attemptKeys[0]).toBe(memory.attemptKeys[1]);
  });

  it('keeps keyboard focus in the chat when the pressed quick reply disappears', async () => {
    const { actor } = startChat();
    const label = await waitFor(() => {
      const other = actor.getSnapshot().context.options.find((o) => o.value === 'other');
      if (!other) throw new Error('not offered yet');
      return other.label;
    });
    const reply = await screen.findByRole('button', { name: label });
    reply.focus();
    fireEvent.click(reply);
    const input = await screen.findByLabelText('Type your message');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('offers Start over once the visitor has answered, and it restarts from the welcome', async () => {
    const { actor } = startChat();
    await screen.findAllByRole('button', { name: /carpet/i });
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();

    await choose(actor, 'other');
    await say('Leeds');
    const startOver = await screen.findByRole('button', { name: 'Start over' });
    fireEvent.click(startOver);

    await waitFor(() => expect(actor.getSnapshot().context.options.length).toBeGreaterThan(0));
    const { messages } = actor.getSnapshot().context;
    expect(messages.every((message) => message.from === 'bot')).toBe(true);
    expect(screen.queryByText('Leeds')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
  });
});
