import type { ChatEnquiry, MatchPreviewRequest } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { copy } from '../copy.ts';
import { CREATED, FIRMS, PAGES } from '../testing/machine-fixtures.ts';
import { choose, sendAll, startChat, text } from '../testing/test-driver.ts';

const CONTACT = [text('Sam'), text('sam@example.com'), text('07700 900123'), text('Lounge')];

/** A home-page chat for a job in Leeds, up to the firms it will go to. */
async function chatUpToFirms(submitted: ChatEnquiry[], previews: MatchPreviewRequest[] = []) {
  const chat = await startChat(PAGES.home, {
    preview: async (job) => {
      previews.push(job);
      return FIRMS;
    },
    submit: async ({ enquiry }) => {
      submitted.push(enquiry);
      return { ...CREATED, matchedSpecialists: enquiry.specialistIds?.length ?? 3 };
    },
  });
  await chat.send(choose('other'));
  await sendAll(chat, [text('Leeds'), choose('message'), ...CONTACT]);
  await waitFor(chat.actor, (s) => s.matches('choose_firms'));
  return chat;
}

describe('the firms the enquiry will go to', () => {
  it('shows them with their figures before sending, asks for no contact details to do so', async () => {
    const previews: MatchPreviewRequest[] = [];
    const chat = await chatUpToFirms([], previews);
    const snapshot = chat.actor.getSnapshot();
    const last = snapshot.context.messages.at(-1);
    expect(last).toMatchObject({
      from: 'bot',
      text: copy.chooseFirms(2),
      attachment: { kind: 'specialists', specialists: FIRMS },
    });
    expect(snapshot.context.options.map((o) => o.label)).toEqual([
      'Send to all 2',
      'Remove Oakbridge Flooring',
      'Remove Porcelain Pros',
    ]);
    expect(previews).toEqual([
      expect.objectContaining({
        location: 'Leeds',
        pageContext: expect.objectContaining({ citySlug: 'leeds' }),
      }),
    ]);
    expect(JSON.stringify(previews)).not.toContain('sam@example.com');
  });

  it('sends only to the firms kept, and the ending names them', async () => {
    const submitted: ChatEnquiry[] = [];
    const chat = await chatUpToFirms(submitted);
    const afterDrop = await chat.send(choose(`drop:${FIRMS[1]?.id}`));
    expect(afterDrop.context.options.map((o) => o.label)).toEqual(['Send it']);
    expect(chat.lastBotText()).toBe(copy.chooseFirms(1));
    await chat.send(choose('send_firms'));
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    expect(submitted[0]?.specialistIds).toEqual([FIRMS[0]?.id]);
    expect(chat.lastBotText()).toBe(copy.submittedToFirms('Oakbridge Flooring', 1, true));
  });

  it('keeps the general ending when the API sent it to other firms than those kept', async () => {
    const chat = await startChat(PAGES.home, {
      preview: async () => FIRMS,
      submit: async () => ({ ...CREATED, matchedSpecialists: 1 }),
    });
    await chat.send(choose('other'));
    await sendAll(chat, [text('Leeds'), choose('message'), ...CONTACT, choose('send_firms')]);
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    expect(chat.lastBotText()).toBe(copy.submitted);
  });

  it('sends straight away when the preview finds nobody or fails', async () => {
    for (const preview of [async () => [], async () => Promise.reject(new Error('503: down'))]) {
      const submitted: ChatEnquiry[] = [];
      const chat = await startChat(PAGES.home, {
        preview,
        submit: async ({ enquiry }) => {
          submitted.push(enquiry);
          return CREATED;
        },
      });
      await chat.send(choose('other'));
      await sendAll(chat, [text('Leeds'), choose('message'), ...CONTACT]);
      await waitFor(chat.actor, (s) => s.matches('submitted'));
      expect(submitted[0]?.specialistIds).toBeUndefined();
    }
  });

  it("a profile chat's enquiry goes to its specialist without a choice", async () => {
    let previewed = false;
    const chat = await startChat(PAGES.profile, {
      preview: async () => {
        previewed = true;
        return FIRMS;
      },
    });
    await sendAll(chat, [choose('talk'), ...CONTACT]);
    await waitFor(chat.actor, (s) => s.matches('submitted'));
    expect(previewed).toBe(false);
  });
});
