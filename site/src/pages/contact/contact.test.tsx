import { contactMessages, mailOutbox } from '@flo/api/schema';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { pageTest } from '../../testing/fixtures.ts';
import { TEST_PUBLIC_URL } from '../../testing/site-app.ts';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/contact', () => {
  pageTest(
    'renders the form with labels, the operators address and its meta on the server',
    async ({ site }) => {
      const res = await site.get('/contact');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<h1>Contact Flo</h1>');
      expect(html).toContain('<label class="field__label" for="form-email">E-mail address');
      expect(html).toContain('href="mailto:hello@flo.local"');
      expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/contact"`);
      expect(html).toContain('"@type":"ContactPage"');
    },
  );

  pageTest(
    'shows the API field errors beside the inputs and stores nothing',
    async ({ site, openPage }) => {
      const page = await openPage('/contact');
      fill('Your name', 'Priya Shah');
      fill('E-mail address', 'not-an-address');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
      const email = screen.getByLabelText('E-mail address');
      await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
      const describedBy = email.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toMatch(/email/i);
      const message = screen.getByLabelText('Message');
      expect(message.getAttribute('aria-invalid')).toBe('true');
      expect(document.querySelector('.form-alert')?.getAttribute('role')).toBe('alert');
      expect(document.querySelector('.form-alert')?.textContent).toContain('2 highlighted fields');
      expect(screen.getByText('Failed to send message')).toBeTruthy();
      expect(site.db.select().from(contactMessages).all()).toHaveLength(0);
      expect(page.errors).toEqual([]);
    },
  );

  pageTest(
    'sends the message to the API, thanks the sender and shows the toast',
    async ({ site, openPage }) => {
      const page = await openPage('/contact');
      fill('Your name', 'Priya Shah');
      fill('E-mail address', 'priya@example.com');
      fill('Subject (optional)', 'Listing hours');
      fill('Message', 'Can I show my weekend opening hours on my listing?');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
      await waitFor(() => expect(screen.getByText('Thanks for your message!')).toBeTruthy());
      expect(screen.getByText('Message sent!')).toBeTruthy();
      const [stored] = site.db.select().from(contactMessages).all();
      expect(stored).toMatchObject({
        name: 'Priya Shah',
        email: 'priya@example.com',
        subject: 'Listing hours',
      });
      expect(screen.getByText(`Your reference is ${stored?.id}.`)).toBeTruthy();
      expect(
        site.db
          .select()
          .from(mailOutbox)
          .all()
          .some((m) => m.kind === 'contact_message'),
      ).toBe(true);
      expect(page.requests).toContain('POST /api/contact');
    },
  );
});
