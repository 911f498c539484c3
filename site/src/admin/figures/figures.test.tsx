import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { axeViolationsOfDocument } from '../../testing/axe.ts';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import { FiguresScreen } from './FiguresScreen.tsx';

const at = (iso: string) => Date.parse(`${iso}Z`);

/** Three enquiries in a week of 2024 the demo data leaves empty; one went to a specialist who replied. */
adminConsoleTest.beforeAll(({ site }) => {
  const run = (source: string, ...params: unknown[]) =>
    site.db.$client.prepare(source).run(...params).lastInsertRowid;
  const enquiry = (kind: string, when: string, city: string) =>
    run(
      `insert into enquiries (public_id, kind, flooring_type, location, customer_name, budget_range,
        urgency, chatbot_source, nearest_city, created_at)
        values (?, ?, 'Carpet', 'Leeds', 'Sam', 'Not sure', 'Flexible', 'test', ?, ?)`,
      `FIG-SITE-${when}`,
      kind,
      city,
      at(when),
    );
  const specialist = site.db.$client.prepare('select id from specialists limit 1').pluck().get();
  const replied = enquiry('chat', '2024-02-06T10:00:00', 'Leeds');
  run(
    `insert into enquiry_recipients (enquiry_id, specialist_id, status, first_response_at, created_at)
      values (?, ?, 'contacted', ?, ?)`,
    replied,
    specialist,
    at('2024-02-06T10:45:00'),
    at('2024-02-06T10:00:00'),
  );
  enquiry('chat', '2024-02-06T11:00:00', 'Leeds');
  enquiry('simple', '2024-02-08T09:00:00', 'York');
});

describe('/admin/figures', () => {
  adminConsoleTest(
    'says each chart’s key numbers in words and shows them as a table on request',
    async ({ admin }) => {
      admin.render(<FiguresScreen />, '/admin/figures?from=2024-02-05&to=2024-02-11');
      const perDay = await waitFor(
        () => screen.getByRole('region', { name: 'Enquiries per day by source' }),
        NAVIGATION,
      );
      expect(
        within(perDay).getByText(
          '3 enquiries from 5 Feb to 11 Feb: 2 by chat, 1 by form and 0 as posted jobs. The busiest day was 6 Feb with 2.',
        ),
      ).toBeTruthy();
      expect(perDay.querySelector('svg[aria-hidden="true"] rect')).not.toBeNull();
      expect(
        screen.getByText('Of 1 lead, 100% were replied to, 0% quoted and 0% won.'),
      ).toBeTruthy();
      expect(screen.getByRole('region', { name: 'First response' }).textContent).toContain(
        '45 min',
      );
      expect(screen.getByRole('region', { name: 'Unmatched enquiries' }).textContent).toContain(
        '2',
      );

      document.documentElement.lang = 'en-GB';
      document.title = 'Figures';
      expect(await axeViolationsOfDocument()).toEqual([]);

      fireEvent.click(within(perDay).getByRole('button', { name: 'Show as table' }));
      const table = within(perDay).getByRole('table', { name: /Enquiries per day by source/ });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(7);
      expect(rows.map((row) => row.textContent)).toContain('6 Feb2002');
      expect(
        within(perDay).getByRole('button', { name: 'Show as table' }).getAttribute('aria-pressed'),
      ).toBe('true');
      expect(await axeViolationsOfDocument()).toEqual([]);

      const byCity = screen.getByRole('region', { name: 'Enquiries by city' });
      fireEvent.click(within(byCity).getByRole('button', { name: 'Show as table' }));
      const cities = within(byCity)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
      expect(cities).toEqual(['Leeds2', 'York1']);
    },
  );
});
