import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { axeViolationsOfDocument } from '../../testing/axe.ts';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import { TEST_PUBLIC_URL } from '../../testing/site-app.ts';
import { FunnelScreen } from './FunnelScreen.tsx';

/** Three conversations of today on our home page, sent as the widget sends them. */
adminConsoleTest.beforeAll(async ({ site }) => {
  const conversations = [
    [
      'AAAAAAAAAAAAAAAAAAAAAA',
      'a',
      ['started', 'general.welcome', 'general.location', 'general.name'],
    ],
    [
      'BBBBBBBBBBBBBBBBBBBBBB',
      'a',
      ['started', 'general.welcome', 'general.location', 'completed'],
    ],
    ['CCCCCCCCCCCCCCCCCCCCCC', 'b', ['started', 'general.welcome']],
  ] as const;
  for (const [conversation, arm, steps] of conversations) {
    const answer = await site.app.request('/api/flo/funnel', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: TEST_PUBLIC_URL },
      body: JSON.stringify({
        conversation,
        flow: 'general',
        pageType: 'home',
        arm,
        surface: 'site',
        steps,
      }),
    });
    expect(answer.status).toBe(204);
  }
});

describe('/admin/funnel', () => {
  adminConsoleTest(
    'shows started, completed and each step’s drop-off in words, as bars and as a table, and both greetings’ funnels',
    async ({ admin }) => {
      admin.render(<FunnelScreen />, '/admin/funnel');
      const steps = await waitFor(() => screen.getByRole('region', { name: 'Steps' }), NAVIGATION);
      const totals = screen.getByRole('region', { name: /^General/ });
      expect(within(totals).getByText('Started').nextSibling?.textContent).toBe('3');
      expect(within(totals).getByText('Completed').nextSibling?.textContent).toBe('1');
      expect(within(totals).getByText('33%')).toBeTruthy();
      expect(
        within(steps).getByText(/^3 conversations started and 1 completed \(33%\)\./),
      ).toBeTruthy();
      expect(steps.querySelector('svg[aria-hidden="true"] rect')).not.toBeNull();

      const split = screen.getByRole('region', { name: 'Greeting split test' });
      expect(within(split).getByRole('table').textContent).toContain('Second greeting (B)10');
      expect(screen.getByRole('region', { name: 'Steps with greeting A' })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Steps with greeting B' })).toBeTruthy();
      expect(
        screen.getByText(/^Most conversations started on .+: 3, of which 1 completed\./),
      ).toBeTruthy();

      const optionsOf = (label: string) =>
        Array.from((screen.getByLabelText(label) as HTMLSelectElement).options, (o) => o.text);
      expect(optionsOf('Page type')).toEqual(['All page types', 'Home and other pages (3)']);
      expect(optionsOf('Site')).toEqual(['All sites', 'Our own site (3)']);

      document.documentElement.lang = 'en-GB';
      document.title = 'Flo funnel';
      expect(await axeViolationsOfDocument()).toEqual([]);

      fireEvent.click(within(steps).getByRole('button', { name: 'Show as table' }));
      const rows = within(within(steps).getByRole('table')).getAllByRole('row').slice(1);
      const byStep = rows.map((row) =>
        Array.from(row.children, (cell) => cell.textContent).slice(1),
      );
      // Started, welcome, location reached by 3; 1 left at the welcome (C), 1 at the name (A).
      expect(byStep[0]).toEqual(['3', '100%', '0', '0%']);
      expect(byStep).toContainEqual(['1', '33%', '1', '100%']);
      expect(byStep.at(-1)).toEqual(['1', '33%', '0', '0%']);
      expect(await axeViolationsOfDocument()).toEqual([]);
    },
  );

  adminConsoleTest(
    'keeps the chosen flow, and one without conversations says so and shows no split test',
    async ({ admin }) => {
      admin.render(<FunnelScreen />, '/admin/funnel?flow=specialist');
      await waitFor(
        () => expect(screen.getByText('No conversations started in this period.')).toBeTruthy(),
        NAVIGATION,
      );
      expect((screen.getByLabelText('Flow') as HTMLSelectElement).value).toBe('specialist');
      expect(screen.getByRole('region', { name: 'Greeting split test' }).textContent).not.toContain(
        'Completion rate',
      );
    },
  );
});
