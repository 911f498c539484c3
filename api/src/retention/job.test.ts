import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { insertAdmin } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { startRetentionJob } from './job.ts';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.close());

it('runs a retention pass as soon as it starts, logging what it removed', async () => {
  const admin = await insertAdmin(t.db);
  createSession(t.db, 'admin', admin, new Date(Date.now() - 365 * 24 * 60 * 60 * 1000));
  const info = vi.fn();
  const job = startRetentionJob({ ...t.deps, logger: { info, error: vi.fn() } });
  try {
    await vi.waitFor(() =>
      expect(t.db.$client.prepare('select count(*) from sessions').pluck().get()).toBe(0),
    );
    expect(info).toHaveBeenCalledWith(
      'retention removed old rows',
      expect.objectContaining({ sessions: 1 }),
    );
  } finally {
    job.stop();
  }
});
