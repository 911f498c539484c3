import { enquiries, enquiryRecipients, jobPosts } from '@flo/api/schema';
import { JOB_URGENCIES } from '@flo/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { pageTest } from '../../testing/fixtures.ts';
import { TEST_PUBLIC_URL } from '../../testing/site-app.ts';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const JOB = {
  service: 'carpet',
  city: 'Leeds',
  title: 'Carpet for two bedrooms',
  description: 'Two double bedrooms, about 28 m² in all, old carpet to be taken up.',
  budgetRange: '£1,000 to £3,000',
  urgency: 'Within 2-4 weeks',
  name: 'Amira Hussain',
  email: 'amira@example.com',
};

describe('/post-a-job', () => {
  pageTest('renders the job form with the five urgency choices verbatim', async ({ site }) => {
    const res = await site.get('/post-a-job');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Post a flooring job</h1>');
    for (const urgency of JOB_URGENCIES) {
      expect(html).toContain(`<option value="${urgency}">${urgency}</option>`);
    }
    expect(html).toContain('<option value="engineered-wood">Engineered Wood</option>');
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/post-a-job"`);
  });

  pageTest(
    'shows the API field errors beside the inputs and posts nothing',
    async ({ site, openPage }) => {
      await openPage('/post-a-job');
      const before = site.db.select().from(enquiries).all().length;
      fill('Job title', 'New floor');
      fill('Describe the job', 'Too short');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post my job' })));
      await waitFor(() =>
        expect(screen.getByLabelText('Describe the job').getAttribute('aria-invalid')).toBe('true'),
      );
      expect(screen.getByText('At least 20 characters')).toBeTruthy();
      for (const label of ['Service', 'Budget', 'E-mail address', 'Your name']) {
        expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
      }
      expect(document.getElementById('form-service-error')?.textContent).toBe(
        'Choose one of the options',
      );
      expect(document.getElementById('form-name-error')?.textContent).toBe('Required');
      expect(site.db.select().from(enquiries).all()).toHaveLength(before);
    },
  );

  pageTest(
    'posts the job with an Idempotency-Key and says how many specialists were matched',
    async ({ site, openPage }) => {
      await openPage('/post-a-job');
      fireEvent.change(screen.getByLabelText('Service'), { target: { value: JOB.service } });
      fill('Town or city (optional)', JOB.city);
      fill('Job title', JOB.title);
      fill('Describe the job', JOB.description);
      fireEvent.change(screen.getByLabelText('Budget'), { target: { value: JOB.budgetRange } });
      fireEvent.change(screen.getByLabelText('When do you need it done?'), {
        target: { value: JOB.urgency },
      });
      fill('Your name', JOB.name);
      fill('E-mail address', JOB.email);
      fireEvent.click(screen.getByLabelText('E-mail only'));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post my job' })));
      await waitFor(() => expect(screen.getByText('Your job is posted')).toBeTruthy());

      const stored = site.db.select().from(enquiries).all().at(-1);
      expect(stored?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
      const job = site.db.select().from(jobPosts).all().at(-1);
      expect(job).toMatchObject({ title: JOB.title, preferredContact: 'email' });
      const matched = site.db
        .select()
        .from(enquiryRecipients)
        .all()
        .filter((row) => row.enquiryId === stored?.id).length;
      expect(matched).toBeGreaterThan(0);
      expect(
        screen.getByText(`We matched ${matched} local flooring specialists to your job.`),
      ).toBeTruthy();
      expect(screen.getByText(/we will follow up within 24 hours/)).toBeTruthy();
      expect(screen.getByText(`Your reference is ${stored?.publicId}.`)).toBeTruthy();
    },
  );
});
