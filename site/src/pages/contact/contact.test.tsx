import { contactMessages, mailOutbox } from '@flo/api/schema';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type HydratedPage, openHydratedPage } from '../../testing/hydrated-page.ts';
import { createSiteTestApp, type SiteTestApp, TEST_PUBLIC_URL } from '../../testing/site-app.ts';

let t: SiteTestApp;
let page: HydratedPage | undefined;
beforeAll(() => {
  t = createSiteTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  page?.close();
  page = undefined;
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/contact', () => {
  it('renders the form with labels, the operators address and its meta on the server', async () => {
    const res = await t.get('/contact');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Contact Flo</h1>');
    expect(html).toContain('<label class="field__label" for="form-email">E-mail address');
    expect(html).toContain('href="mailto:hello@flo.local"');
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/contact"`);
    expect(html).toContain('"@type":"ContactPage"');
  });

  it('shows the API field errors beside the inputs and stores nothing', async () => {
    page = await openHydratedPage(t, '/contact');
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
    expect(t.db.select().from(contactMessages).all()).toHaveLength(0);
    expect(page.errors).toEqual([]);
  });

  it('sends the message to the API, thanks the sender and shows the toast', async () => {
    page = await openHydratedPage(t, '/contact');
    fill('Your name', 'Priya Shah');
    fill('E-mail address', 'priya@example.com');
    fill('Subject (optional)', 'Listing hours');
    fill('Message', 'Can I show my weekend opening hours on my listing?');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
    await waitFor(() => expect(screen.getByText('Thanks for your message!')).toBeTruthy());
    expect(screen.getByText('Message sent!')).toBeTruthy();
    const [stored] = t.db.select().from(contactMessages).all();
    expect(stored).toMatchObject({
      name: 'Priya Shah',
      email: 'priya@example.com',
      subject: 'Listing hours',
    });
    expect(screen.getByText(`Your reference is ${stored?.id}.`)).toBeTruthy();
    expect(
      t.db
        .select()
        .from(mailOutbox)
        .all()
        .some((m) => m.kind === 'contact_message'),
    ).toBe(true);
    expect(page.requests).toContain('POST /api/contact');
  });
});
