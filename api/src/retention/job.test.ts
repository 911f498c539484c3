import { expect, vi } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { insertAdmin } from '../testing/accounts.ts';
import { apiTest } from '../testing/fixtures.ts';
import { startRetentionJob } from './job.ts';

apiTest('runs a retention pass as soon as it starts, logging what it removed', async ({ api }) => {
  const admin = await insertAdmin(api.db);
  createSession(api.db, 'admin', admin, new Date(Date.now() - 365 * 24 * 60 * 60 * 1000));
  const info = vi.fn();
  const job = startRetentionJob({ ...api.deps, logger: { info, error: vi.fn() } });
  try {
    await vi.waitFor(() =>
      expect(api.db.$client.prepare('select count(*) from sessions').pluck().get()).toBe(0),
    );
    expect(info).toHaveBeenCalledWith(
      'retention removed old rows',
      expect.objectContaining({ sessions: 1 }),
    );
  } finally {
    job.stop();
  }
});
