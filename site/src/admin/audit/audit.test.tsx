import { createSession, jsonBody } from '@flo/api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { axeViolationsOfDocument } from '../../testing/axe.ts';
import { demoBusiness } from '../../testing/business-session.ts';
import { adminConsoleTest } from '../../testing/fixtures.ts';
import { NAVIGATION } from '../../testing/hydrated-page.ts';
import type { SiteTestApp } from '../../testing/site-app.ts';
import { RecentChanges } from '../recent-changes/RecentChanges.tsx';
import { AuditLog } from './AuditLog.tsx';

const phoneOf = (site: SiteTestApp, id: number) =>
  (
    site.db.$client.prepare('select phone from specialists where id = ?').get(id) as {
      phone: string;
    }
  ).phone;

async function businessEdits(site: SiteTestApp, phone: string) {
  const business = demoBusiness(site);
  const token = createSession(site.db, 'business', business.id, new Date());
  const res = await site.app.request('/api/business/profile', {
    ...jsonBody({ phone }, { authorization: `Bearer ${token}` }),
    method: 'PATCH',
  });
  expect(res.status).toBe(200);
  return business;
}

describe('/admin/audit and /admin/recent-changes', () => {
  adminConsoleTest(
    'the audit log shows an admin’s edit: who, what, and the field before → after',
    async ({ site, admin, adminToken }) => {
      const { specialistId, listingName } = demoBusiness(site);
      const was = phoneOf(site, specialistId);
      const res = await site.app.request(`/api/admin/specialists/${specialistId}`, {
        ...jsonBody({ phone: '0161 496 0777' }, { authorization: `Bearer ${adminToken}` }),
        method: 'PATCH',
      });
      expect(res.status).toBe(200);
      admin.render(<AuditLog />, `/admin/audit?entityKind=listing&entityId=${specialistId}`);
      const table = await waitFor(() => screen.getByRole('table'), NAVIGATION);
      const [, row] = within(table).getAllByRole('row');
      expect(row?.textContent).toContain('(operator)');
      expect(row?.textContent).toContain(listingName);
      expect(within(row as HTMLElement).getByText('Phone')).toBeTruthy();
      expect(row?.textContent).toContain(`Before: ${was}`);
      expect(row?.textContent).toContain('After: 0161 496 0777');
      expect((screen.getByLabelText('Id or reference') as HTMLInputElement).value).toBe(
        String(specialistId),
      );
      document.documentElement.lang = 'en-GB';
      document.title = 'Audit log';
      expect(await axeViolationsOfDocument()).toEqual([]);
    },
  );

  adminConsoleTest(
    'a business’s edit waits in Recent changes, and Revert puts the old value back',
    async ({ site, admin }) => {
      const { specialistId } = demoBusiness(site);
      const was = phoneOf(site, specialistId);
      await businessEdits(site, '0161 496 0888');
      admin.render(<RecentChanges />, '/admin/recent-changes');
      await waitFor(() => screen.getByText('1 to review'), NAVIGATION);
      const item = screen.getByRole('article', { name: /^Change by demo@flo.local/ });
      expect(item.textContent).toContain('After: 0161 496 0888');
      document.documentElement.lang = 'en-GB';
      document.title = 'Recent changes';
      expect(await axeViolationsOfDocument()).toEqual([]);
      await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'Revert' })));
      await waitFor(() => screen.getByText('0 to review'), NAVIGATION);
      expect(phoneOf(site, specialistId)).toBe(was);
    },
  );
});
