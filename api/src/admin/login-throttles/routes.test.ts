import { loginThrottleListSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { FREE_FAILURES } from '../../auth/throttle/policy.ts';
import { BUSINESS } from '../../testing/accounts.ts';
import { apiTest, businessAccountTest } from '../../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../../testing/test-app.ts';

const failFrom = (api: TestApp, address: string) =>
  api.app.request(
    '/api/business/login',
    jsonBody(
      { email: BUSINESS.email, password: 'a-wrong-password' },
      { 'x-test-client-ip': address },
    ),
  );

async function throttles(api: TestApp, admin: Record<string, string>) {
  const res = await api.app.request('/api/admin/login-throttles', { headers: admin });
  expect(res.status).toBe(200);
  return loginThrottleListSchema.parse(await res.json()).throttles;
}

describe('/api/admin/login-throttles', () => {
  businessAccountTest(
    'lists waiting sources first and clears one, ending its wait',
    async ({ api, admin }) => {
      for (let i = 0; i < FREE_FAILURES.address; i++) await failFrom(api, '192.0.2.9');
      await failFrom(api, '192.0.2.10');
      const listed = await throttles(api, admin);
      expect(listed.map((row) => [row.source, row.failures])).toEqual([
        ['address:192.0.2.9', FREE_FAILURES.address],
        ['account', FREE_FAILURES.address + 1],
        ['address:192.0.2.10', 1],
      ]);
      expect(listed[0]).toMatchObject({ role: 'business', email: BUSINESS.email });
      expect((await failFrom(api, '192.0.2.9')).status).toBe(429);

      const cleared = await api.app.request(`/api/admin/login-throttles/${listed[0]?.id}/clear`, {
        ...jsonBody({}, admin),
      });
      expect(cleared.status).toBe(200);
      expect((await failFrom(api, '192.0.2.9')).status).toBe(401);
      const again = await api.app.request(`/api/admin/login-throttles/${listed[0]?.id}/clear`, {
        ...jsonBody({}, admin),
      });
      expect(again.status).toBe(404);
    },
  );

  apiTest('refuses a caller without an admin token', async ({ api }) => {
    const res = await api.app.request('/api/admin/login-throttles');
    expect(res.status).toBe(401);
  });
});
