import type { TestApp } from '@flo/api/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect } from 'vitest';
import type { FetchLike } from '../../data/api-request.ts';
import { Toaster } from '../../global/toast/Toaster.tsx';
import { freshSiteTest } from '../../testing/fixtures.ts';
import { renderWithSite } from '../../testing/render.tsx';
import { SimpleForm } from './SimpleForm.tsx';

let sent: Array<{ body: unknown; key: string | null }>;

/** The real API `api` in-process; records what the form sent. */
const toApi =
  (api: TestApp): FetchLike =>
  (path, init) => {
    sent.push({
      body: JSON.parse(String(init.body)),
      key: new Headers(init.headers).get('Idempotency-Key'),
    });
    return Promise.resolve(api.app.request(path, init));
  };

beforeEach(() => {
  sent = [];
});
afterEach(() => {
  cleanup();
});

const storedSimpleEnquiries = (api: TestApp) =>
  api.db.$client
    .prepare(
      "select customer_message as message, flooring_type as service, location, specialist_id as specialistId from enquiries where kind = 'simple'",
    )
    .all();

function renderForm(transport: FetchLike, specialistId: number | null = null) {
  return renderWithSite(
    <>
      <SimpleForm
        heading="Ask about carpet fitting"
        serviceType="Carpet Installation"
        location="Leeds"
        specialistId={specialistId}
      />
      <Toaster />
    </>,
    { transport },
  );
}

const messageBox = () => screen.getByLabelText('Your message');
const sendButton = () => screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;

describe('SimpleForm', () => {
  freshSiteTest(
    'keeps the send button disabled while the message is blank or only spaces',
    ({ site: api }) => {
      renderForm(toApi(api));
      expect(sendButton().disabled).toBe(true);
      fireEvent.change(messageBox(), { target: { value: '   \n ' } });
      expect(sendButton().disabled).toBe(true);
      fireEvent.submit(sendButton().closest('form') as HTMLFormElement);
      expect(sent).toEqual([]);
      fireEvent.change(messageBox(), { target: { value: 'Hallway carpet' } });
      expect(sendButton().disabled).toBe(false);
    },
  );

  freshSiteTest(
    'sends the exact spec payload with an Idempotency-Key, then shows the toast and the thanks panel',
    async ({ site: api }) => {
      const specialist = api.db.$client.prepare('select id from specialists limit 1').get() as {
        id: number;
      };
      renderForm(toApi(api), specialist.id);
      fireEvent.change(messageBox(), { target: { value: '  New carpet for two bedrooms  ' } });
      fireEvent.click(sendButton());

      const panel = (await screen.findByText('Thanks for your message!')).parentElement;
      expect(panel?.textContent).toContain('Expect to hear from us within 24 hours.');
      const toast = screen.getByText('Message sent!').closest('.toast');
      expect(toast?.textContent).toContain("We'll connect you with local specialists shortly.");
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body).toEqual({
        customerMessage: 'New carpet for two bedrooms',
        serviceType: 'Carpet Installation',
        location: 'Leeds',
        specialistId: specialist.id,
        source: 'stable_chat_input',
      });
      expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
      expect(storedSimpleEnquiries(api)).toEqual([
        {
          message: 'New carpet for two bedrooms',
          service: 'Carpet Installation',
          location: 'Leeds',
          specialistId: specialist.id,
        },
      ]);
    },
  );

  freshSiteTest(
    'sends specialistId null and the default service type when the page names neither',
    async ({ site: api }) => {
      renderWithSite(<SimpleForm heading="Send us a message" />, { transport: toApi(api) });
      fireEvent.change(messageBox(), { target: { value: 'Quote for a kitchen floor' } });
      fireEvent.click(sendButton());
      await screen.findByText('Thanks for your message!');
      expect(sent[0]?.body).toEqual({
        customerMessage: 'Quote for a kitchen floor',
        serviceType: 'General Enquiry',
        location: '',
        specialistId: null,
        source: 'stable_chat_input',
      });
    },
  );

  freshSiteTest(
    'shows the failure toast and keeps the message; a retry reuses the key and stores one enquiry',
    async ({ site: api }) => {
      let dropAnswer = true;
      // The request reaches the API but the answer is lost, as on a dropped connection.
      const flaky: FetchLike = async (path, init) => {
        const res = await toApi(api)(path, init);
        if (dropAnswer) {
          dropAnswer = false;
          throw new TypeError('Failed to fetch');
        }
        return res;
      };
      renderForm(flaky);
      fireEvent.change(messageBox(), { target: { value: 'Oak floor for the lounge' } });
      fireEvent.click(sendButton());

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Failed to send message');
      expect(alert.textContent).toContain('Please try again or contact us directly.');
      expect(screen.queryByText('Thanks for your message!')).toBeNull();
      expect((messageBox() as HTMLTextAreaElement).value).toBe('Oak floor for the lounge');

      await waitFor(() => expect(sendButton().disabled).toBe(false));
      fireEvent.click(sendButton());
      await screen.findByText('Thanks for your message!');
      expect(sent.map((request) => request.key)).toEqual([sent[0]?.key, sent[0]?.key]);
      expect(storedSimpleEnquiries(api)).toHaveLength(1);
    },
  );

  freshSiteTest(
    'shows the failure toast when the API refuses the enquiry (rate limit reached)',
    async ({ site: api }) => {
      for (let i = 0; i < 20; i += 1) {
        await api.app.request('/api/enquiries', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ customerMessage: `Earlier ${i}`, source: 'stable_chat_input' }),
        });
      }
      renderForm(toApi(api));
      fireEvent.change(messageBox(), { target: { value: 'Tiles for a bathroom' } });
      fireEvent.click(sendButton());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Failed to send message');
      expect(storedSimpleEnquiries(api)).toHaveLength(20);
      expect(screen.queryByText('Thanks for your message!')).toBeNull();
    },
  );
});
